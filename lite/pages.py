"""What the course site holds and shows (``lite/build.py``): the notebooks as the site gives them, and the
landing pages that list the lessons as apps.

The lessons 00-10 are the apps (``voici/render/NN_name.html``; in Swedish ``voici/render/sv/NN_name.html``);
every notebook the browser's Python can run is in JupyterLab too. A notebook that needs a package with no
build for the browser (lesson 11: matplotlib) is left out, and so is every passage of the others that
points to it (a paragraph, a list item or a table row naming it), so that the site's lessons point only to
what the site has. The landing pages (``index.html``, ``sv/index.html``) speak through the package's own
catalogue (``lukfu_teach/locale``), read from this checkout.
"""

from __future__ import annotations

import ast
import html
import json
import re
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))  # the landing pages' words are the package's (its i18n needs nothing else)

from lukfu_teach.drills.progress import PROGRESS_FILE  # noqa: E402
from lukfu_teach.i18n import _, language  # noqa: E402

LANGUAGES = ("", "sv")  # the folders of notebooks/: English, then Swedish (notebooks/sv)
APP = re.compile(r"(?:0\d|10)_[a-z0-9_]+\.ipynb")  # the learner's lessons, 00 to 10: the apps
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
HAN = re.compile(r"[\u2e80-\u2fdf\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f]")
HEADING = re.compile(r"^#\s+(.+)$", re.MULTILINE)
LESSON_NAME = re.compile(r"(\d\d)_[a-z0-9_]+")
CONFIG_SCRIPT = re.compile(r'<script\s+id="jupyter-config-data"[^>]*>.*?</script>', re.DOTALL)
LIST_ITEM = re.compile(r"\s{0,3}(?:[-*+]|\d+\.)\s")


class PageError(Exception):
    """A page JupyterLite wrote lacks what the landing page must keep."""


@dataclass
class Course:
    """The notebooks the site holds (paths inside ``files/``), the lessons among them that are apps, their
    titles, the notebooks left out (with the reason), the passages cut from the others because they point to
    a notebook left out, and the Chinese characters they use."""

    notebooks: list[str] = field(default_factory=list)
    lessons: list[str] = field(default_factory=list)
    titles: dict[str, str] = field(default_factory=dict)
    left_out: dict[str, str] = field(default_factory=dict)
    cut: dict[str, list[str]] = field(default_factory=dict)
    han: set[str] = field(default_factory=set)


def app_path(notebook: str) -> str:
    """The address of a lesson's app inside the site: ``sv/03_beating.ipynb`` -> ``voici/render/sv/03_beating.html``."""
    return f"voici/render/{notebook.removesuffix('.ipynb')}.html"


def source_text(cell: dict) -> str:
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def imports(notebook: dict) -> set[str]:
    """Top-level modules a notebook's code cells import (IPython magics and shell lines skipped)."""
    found = set()
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        code = "\n".join(
            "" if line.lstrip().startswith(("%", "!")) else line for line in source_text(cell).splitlines()
        )
        try:
            tree = ast.parse(code)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return found


def title(notebook: dict, default: str) -> str:
    """The first Markdown heading of a notebook ("09 · Play against the AI"), or ``default``."""
    for cell in notebook.get("cells", []):
        match = HEADING.search(source_text(cell)) if cell.get("cell_type") == "markdown" else None
        if match:
            return match.group(1).strip()
    return default


def names_a_lesson(text: str, absent: set[str]) -> bool:
    """Whether ``text`` points to one of the lessons numbered ``absent`` ("11"): by its notebook's name
    (``11_inside_the_ai``, a link to it), its numbered title ("11 · Inside the AI") or "lesson 11"."""
    numbers = "|".join(sorted(absent))
    if not numbers:
        return False
    return bool(
        any(m[1] in absent for m in LESSON_NAME.finditer(text))
        or re.search(rf"(?<![\d.])(?:{numbers}) · ", text)
        or re.search(rf"\b(?:lesson|lessons|lektion|lektionerna|lektionen)\s+(?:{numbers})\b", text, re.IGNORECASE)
    )


def blocks(markdown: str) -> list[str]:
    """Markdown cut into the blocks a passage is dropped by: each table row, each list item (with its
    indented lines), each heading, each other paragraph; blank lines are blocks of their own."""
    found: list[str] = []
    for line in markdown.splitlines(keepends=True):
        starts = (
            not line.strip() or line.lstrip().startswith(("|", "#")) or LIST_ITEM.match(line)
            or not found or not found[-1].strip() or found[-1].lstrip().startswith(("|", "#"))
        )  # fmt: skip
        if starts:
            found.append(line)
        else:
            found[-1] += line
    return found


def without(markdown: str, absent: set[str]) -> tuple[str, list[str]]:
    """``markdown`` less every block that points to a lesson numbered ``absent``; and the blocks cut."""
    kept: list[str] = []
    cut: list[str] = []
    for block in blocks(markdown):
        (cut if names_a_lesson(block, absent) else kept).append(block)
    text = re.sub(r"\n{3,}", "\n\n", "".join(kept))
    return text, [block.strip() for block in cut]


def for_the_site(notebook: dict, kernelspec: dict, absent: set[str]) -> tuple[dict, list[str]]:
    """A copy of a notebook for the site: the Pyodide kernel, no stored widget views, and no passage that
    points to a lesson numbered ``absent``; and the passages cut.

    Stored widget views cannot be drawn before the cell runs again; their cell shows nothing until it is
    run. Other stored outputs (text, drawings of cards) stay, to read in JupyterLab while Python loads
    (the apps show each cell's output only once they ran it).
    """
    notebook = json.loads(json.dumps(notebook))
    notebook.setdefault("metadata", {})["kernelspec"] = dict(kernelspec)
    notebook["metadata"].pop("widgets", None)
    cut: list[str] = []
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = [o for o in cell.get("outputs", []) if WIDGET_VIEW not in o.get("data", {})]
        elif cell.get("cell_type") == "markdown":
            text, dropped = without(source_text(cell), absent)
            if dropped:
                cell["source"], cut = text, cut + dropped
    return notebook, cut


def add_notebooks(notebooks: Path, files: Path, available: set[str], kernelspec: dict) -> Course:
    """Copy into ``files`` every notebook of ``notebooks`` (and its language folders) whose imports the
    browser has; name the others with the reason, and cut the passages that point to them."""
    course = Course()
    sources = {}
    for folder in LANGUAGES:
        for path in sorted((notebooks / folder).glob("*.ipynb")):
            relative = path.relative_to(notebooks).as_posix()
            sources[relative] = json.loads(path.read_text(encoding="utf-8"))
    for relative, notebook in sources.items():
        missing = sorted(imports(notebook) - available)
        if missing:
            course.left_out[relative] = (
                f"imports {', '.join(missing)}, which has no build for the browser on the registries"
            )
    absent = {Path(name).name[:2] for name in course.left_out}
    absent -= {Path(name).name[:2] for name in sources if name not in course.left_out}  # one language is there
    for relative, notebook in sources.items():
        if relative in course.left_out:
            continue
        copy, cut = for_the_site(notebook, kernelspec, absent)
        if cut:
            course.cut[relative] = cut
        target = files / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(copy, indent=1, ensure_ascii=False) + "\n"
        target.write_text(text, encoding="utf-8")
        course.notebooks.append(relative)
        course.titles[relative] = title(copy, Path(relative).stem)
        course.han |= set(HAN.findall(text))
        if APP.fullmatch(Path(relative).name):
            course.lessons.append(relative)
    return course


def add_examples(examples: Path, folder: Path) -> list[str]:
    folder.mkdir(parents=True, exist_ok=True)
    names = []
    for path in sorted(examples.glob("*.json")):
        shutil.copy2(path, folder / path.name)
        names.append(f"examples/{path.name}")
    return names


# -- the landing pages -------------------------------------------------------------------------------------


PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <link rel="icon" href="data:;base64,=">
  <link rel="stylesheet" href="{root}static/lukfu/han.css">
  <link rel="stylesheet" href="{root}static/lukfu/landing.css">
  <title>{heading}</title>
{config}</head>
<body class="lukfu-landing">
<main>
  <h1>{heading}</h1>
  <p>{intro}</p>
  <p class="lukfu-language" lang="{other_lang}"><a href="{other_href}">{other}</a></p>
  <ul class="lukfu-lessons">
{lessons}
  </ul>
  <section class="lukfu-progress">
    <h2>{progress_heading}</h2>
    <p>{progress}</p>
    <p><button type="button" class="lukfu-download-progress" data-storage="{storage}" data-file="{progress_file}"
      data-none="{none}" data-failed="{failed}">{download}</button>
      <span class="lukfu-download-status" role="status"></span></p>
  </section>
  <section class="lukfu-other-ways">
    <h2>{code_heading}</h2>
    <p>{code}
      <a class="lukfu-jupyterlab" href="{root}lab/index.html?path={first_lesson}">{open_lab}</a></p>
  </section>
</main>
<script src="{root}static/lukfu/landing.js"></script>
</body>
</html>
"""


def esc(text: str) -> str:
    """Text for HTML, in an element or a double-quoted attribute (an apostrophe stays one)."""
    return html.escape(text, quote=False).replace('"', "&quot;")


def landing_page(course: Course, folder: str, config: str = "", storage: str = "") -> str:
    """The landing page of the lessons in ``folder`` ("" English, "sv/" Swedish), in their language;
    ``config``: the JupyterLite settings the page carries (the root page's, which JupyterLab reads);
    ``storage``: the name of the browser's database the lessons keep their files in."""
    lang = folder.strip("/") or "en"
    root = "../" * folder.count("/")
    other_folder = "sv/" if not folder else ""
    lessons = [n for n in course.lessons if n.startswith(folder) and "/" not in n.removeprefix(folder)]
    items = "\n".join(
        f'    <li><a class="lukfu-lesson" href="{root}{app_path(n)}">{esc(course.titles[n])}</a></li>' for n in lessons
    )
    with language(lang):
        words = {
            "heading": _("Luk Fu (六虎): the lessons"),
            "intro": _(
                "Open a lesson: it runs by itself in your browser, with nothing to install and no code to "
                "read. The first one takes a few seconds to start."
            ),
            "progress_heading": _("Your progress"),
            "progress": _(
                "Your drills and scores are kept in this browser on this computer, from one visit to the next; "
                "clearing the browser's data deletes them."
            ),
            "download": _("Download my progress"),
            "none": _("Nothing to download yet: the drills you do in the lessons are kept here."),
            "failed": _("Your progress could not be read"),
            "code_heading": _("With the code"),
            "code": _("The same lessons with their Python code, to read and change, in JupyterLab:"),
            "open_lab": _("open the course in JupyterLab"),
        }
    other = "På svenska: lektionerna" if other_folder else "In English: the lessons"  # each in its own language
    escaped = {key: esc(value) for key, value in words.items()}
    return PAGE.format(
        lang=lang, root=root, lessons=items, first_lesson=esc(lessons[0] if lessons else ""), config=config,
        storage=esc(storage),
        progress_file=esc(folder + PROGRESS_FILE), other=esc(other),
        other_lang=other_folder.strip("/") or "en", other_href=f"{root}{other_folder}index.html", **escaped,
    )  # fmt: skip


def write_landing_pages(out: Path, course: Course, storage: str) -> list[str]:
    """``index.html`` (English) and ``sv/index.html`` (Swedish) at the root of the site; the pages written.

    The root ``index.html`` JupyterLite wrote holds settings its apps read (``#jupyter-config-data``, looked
    up in every folder above an app's page): the landing page keeps them."""
    config = CONFIG_SCRIPT.search((out / "index.html").read_text(encoding="utf-8"))
    if config is None:
        raise PageError(f"{out / 'index.html'} has no jupyter-config-data to keep")
    written = []
    for folder in LANGUAGES:
        page = Path(folder) / "index.html"
        (out / page).parent.mkdir(parents=True, exist_ok=True)
        text = landing_page(course, f"{folder}/" if folder else "", "" if folder else f"  {config[0]}\n", storage)
        (out / page).write_text(text, encoding="utf-8")
        written.append(page.as_posix())
    return written


def landing_han() -> set[str]:
    """The Chinese characters the landing pages' own words use, in every language."""
    found: set[str] = set()
    for folder in LANGUAGES:
        found |= set(HAN.findall(landing_page(Course(), f"{folder}/" if folder else "")))
    return found
