import subprocess
import sys

ENGINE = (
    "lukfu_teach", "lukfu_teach.cli", "lukfu_teach.explain", "lukfu_teach.record", "lukfu_teach.render",
    "lukfu_teach.playout", "lukfu_teach.ai", "lukfu_teach.ai.simulate", "lukfu_teach.position_code",
    "lukfu_teach.handout", "lukfu_teach.insight",
)  # fmt: skip


def test_the_engine_imports_no_jupyter():
    """Everything below the widgets, rendering and the AIs included, runs without Jupyter (DESIGN.md)."""
    code = (
        f"import importlib, sys; [importlib.import_module(m) for m in {ENGINE!r}];"
        "bad = [m for m in ('ipywidgets', 'IPython', 'jupyter_client', 'ipykernel') if m in sys.modules];"
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# The package's public API as a notebook uses it: the names ``lukfu_teach`` exports, and its modules for learners
# and teachers (each a documented page of functions), never the engine's inner modules.
# (i18n and terms: a lesson marks its words and names the AI levels, docs/translating.md)
PUBLIC_MODULES = {"ai", "course", "drills", "examples", "explain", "figures", "handout", "i18n", "narrate",
                  "render", "rulesheet", "terms", "widgets"}  # fmt: skip


def test_the_lessons_inside_the_ai_and_the_teaching_guide_import_only_the_public_api():
    import ast
    from pathlib import Path

    import lukfu_teach

    notebooks = Path(__file__).parent.parent / "notebooks"
    for name in ("11_inside_the_ai.py", "12_teaching_guide.py"):
        for node in ast.walk(ast.parse((notebooks / name).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("lukfu_teach"):
                inner = node.module.removeprefix("lukfu_teach").lstrip(".")
                if inner:
                    assert inner.split(".")[0] in PUBLIC_MODULES, (name, node.module)
                else:
                    for alias in node.names:
                        assert alias.name in lukfu_teach.__all__ or alias.name in PUBLIC_MODULES, (name, alias.name)
