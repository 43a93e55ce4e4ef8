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
