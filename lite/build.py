"""Build the course site: ``python lite/build.py`` (``make site``) -> ``build/site/``.

The site holds the course twice, on one JupyterLite: the lessons 00-10 as apps (Voici: each lesson a page
that runs itself, no code, no menus; ``voici/render/NN_name.html``, the Swedish ones under ``sv/``), and
the whole course in JupyterLab (``lab/``) for those who want the code. ``index.html`` (``sv/index.html`` in
Swedish) lists the apps. It runs the lessons in the browser with the Pyodide kernel, needs no server but a
static one and loads nothing from outside its own origin: Pyodide itself (from npm), every wheel it loads
(from PyPI, and one of this checkout), its lock file, the notebooks and the few Chinese glyphs the lessons
use (a subset of a font from npm) are inside it.

Run by any Python 3.10+, this script first sets up its own venv (from ``lite/requirements.txt``) and runs
again inside it. It fetches nothing but packages from the registries (pip, ``npm pack``); the venv, the
downloads and the modules compiled for the browser are kept in ``build/lite-cache`` (or the folder
``LUKFU_SITE_CACHE`` names) for the next build.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from email.parser import Parser
from pathlib import Path

LITE = Path(__file__).resolve().parent
REPO = LITE.parent
REQUIREMENTS = LITE / "requirements.txt"
WHEELS = LITE / "wheels.txt"
CONFIG = LITE / "jupyter-lite.json"
TEMPLATES = LITE / "jupyter"  # on JUPYTER_PATH for the build: the apps' page template (voila/templates/)
TEMPLATE = "lukfu-site"
STATIC = LITE / "static"  # the landing pages' and the apps' stylesheets and script: static/lukfu/ in the site
# Downloads, the modules compiled for the browser and the build's venv, kept for the next build (CI can keep
# them outside its fresh clone: LUKFU_SITE_CACHE)
CACHE = Path(os.environ.get("LUKFU_SITE_CACHE") or REPO / "build" / "lite-cache")
VENV = CACHE / "venv"
OUT = REPO / "build" / "site"
MANIFEST = "lukfu-site.json"  # what the site holds, written at its root

KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNEL_EXTENSION = Path("share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi")
SHIMS = ("piplite", "pyodide-kernel", "ipykernel", "widgetsnbextension")  # the kernel's own wheels
# The kernel always installs these; an empty stand-in is enough: Pyodide's sqlite3 is on its CDN only (IPython
# then keeps no history), and jedi (IPython's completions of code, with its 2,000 files of type stubs) would
# cost every lesson a second to unpack and import (IPython then completes code by itself).
STAND_INS = {"sqlite3": "1.0.0", "jedi": "0.19.2+empty"}
PYODIDE_CORE = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm")
STDLIB = "python_stdlib.zip"  # Pyodide's standard library: in the site with its modules compiled
HAN_FONT = "@fontsource/noto-sans-tc"  # the font the Chinese glyphs are cut from (pinned in requirements.txt)
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
APPS = ("lab", "notebooks", "tree", "voici")
PACKAGE = "lukfu_teach"


class BuildError(Exception):
    """A reason the site cannot be built, worded for the person running ``make site``."""


# -- the build venv ---------------------------------------------------------------


def in_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv() -> Path:
    """Create or update the build venv when ``requirements.txt`` changed; return its Python."""
    stamp = VENV / ".requirements-sha256"
    digest = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    python = venv_python()
    if python.exists() and stamp.exists() and stamp.read_text().strip() == digest:
        return python
    print(f"setting up the build venv {VENV} from {REQUIREMENTS.relative_to(REPO)}", flush=True)
    if VENV.exists():  # a venv of other pins: start afresh, so nothing of them is left (e.g. other labextensions)
        shutil.rmtree(VENV)
    run([sys.executable, "-m", "venv", str(VENV)])
    run([str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
    run([str(python), "-m", "pip", "install", "--quiet", "-r", str(REQUIREMENTS)])
    stamp.write_text(digest + "\n")
    return python


def run(command: list[str], quiet: bool = False, **kwargs) -> subprocess.CompletedProcess:
    """Run a command; ``quiet`` keeps its output unless it fails."""
    if quiet:
        kwargs.update(stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        return subprocess.run(command, check=True, **kwargs)
    except subprocess.CalledProcessError as err:
        tail = f"\n{err.stdout[-4000:]}" if quiet and err.stdout else ""
        raise BuildError(f"{' '.join(command[:5])} ... failed with status {err.returncode}{tail}") from err
    except FileNotFoundError as err:
        raise BuildError(f"{command[0]} is not installed (needed for: {' '.join(command[:3])})") from err


# -- the pins ---------------------------------------------------------------------------


def pins(path: Path) -> dict[str, str]:
    """``name==version`` lines of a requirements file (and ``# npm: name==version``), by normalized name."""
    from packaging.utils import canonicalize_name

    found = {}
    for line in path.read_text().splitlines():
        m = re.fullmatch(r"\s*(?:#\s*npm:\s*)?(@?[A-Za-z0-9][A-Za-z0-9._/-]*)==([^\s;#]+)\s*", line)
        if m:
            found[m[1] if m[1].startswith("@") else canonicalize_name(m[1])] = m[2]
    return found


def check_pins(tools: dict[str, str]) -> str:
    """The Pyodide version pinned beside the kernel, after checking the tools installed are the pinned ones."""
    from importlib.metadata import version

    from jupyterlite_pyodide_kernel import constants

    for name in ("jupyterlite-core", "jupyterlite-pyodide-kernel", "voici-core"):
        if version(name) != tools[name]:
            raise BuildError(f"{name} {version(name)} is installed but {tools[name]} is pinned; delete {VENV}")
    for npm in ("pyodide", HAN_FONT):
        if npm not in tools:
            raise BuildError(f"{REQUIREMENTS.name} pins no {npm} (a line '# npm: {npm}==VERSION')")
    if constants.PYODIDE_VERSION != tools["pyodide"]:
        raise BuildError(
            f"jupyterlite-pyodide-kernel {tools['jupyterlite-pyodide-kernel']} is built for Pyodide "
            f"{constants.PYODIDE_VERSION}, but {REQUIREMENTS.name} pins Pyodide {tools['pyodide']}: pin them together"
        )
    return tools["pyodide"]


# -- packages from npm, Pyodide, the wheels and the lock -----------------------------------------------


def fetch_npm(package: str, version: str, cache: Path, keep: str = r".*") -> Path:
    """A package from the npm registry (``npm pack``), unpacked once into the cache: the files whose path
    inside the package matches ``keep``."""
    unpacked = cache / f"{package.replace('/', '+')}-{version}"
    if (unpacked / "package" / "package.json").exists():
        return unpacked / "package"
    cache.mkdir(parents=True, exist_ok=True)
    print(f"fetching {package}@{version} from the npm registry", flush=True)
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        run(["npm", "pack", f"{package}@{version}", "--pack-destination", tmp], quiet=True)
        (tarball,) = Path(tmp).glob("*.tgz")
        with tarfile.open(tarball) as tar:
            members = [
                m for m in tar.getmembers()
                if m.isfile() and m.name.startswith("package/") and ".." not in m.name
                and (m.name == "package/package.json" or re.fullmatch(keep, m.name.removeprefix("package/")))
            ]  # fmt: skip
            safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
            tar.extractall(Path(tmp) / "x", members=members, **safe)
        shutil.rmtree(unpacked, ignore_errors=True)
        shutil.move(str(Path(tmp) / "x"), unpacked)
    return unpacked / "package"


def download_wheels(python_version: str, cache: Path) -> list[Path]:
    """The pinned pure-Python wheels of ``wheels.txt``, for the browser's Python, from PyPI."""
    from packaging.utils import parse_wheel_filename

    folder = cache / "wheels"
    wanted = pins(WHEELS)
    run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
         "--python-version", python_version, "--implementation", "py", "--abi", "none", "--platform", "any",
         "-r", str(WHEELS), "-d", str(folder)],
        quiet=True,
    )  # fmt: skip
    chosen = {}
    for wheel in folder.glob("*.whl"):
        name, version, _build, _tags = parse_wheel_filename(wheel.name)
        if wanted.get(name) == str(version):
            chosen[name] = wheel
    missing = set(wanted) - set(chosen)
    if missing:
        raise BuildError(f"pip downloaded no wheel for {', '.join(sorted(missing))} ({WHEELS.name})")
    return sorted(chosen.values())


def kernel_shims() -> list[Path]:
    """The wheels jupyterlite-pyodide-kernel ships for the browser (the newest of each name)."""
    from packaging.utils import parse_wheel_filename

    folder = Path(sys.prefix) / KERNEL_EXTENSION
    newest: dict[str, Path] = {}
    for wheel in sorted(folder.glob("*.whl"), key=lambda w: parse_wheel_filename(w.name)[1]):
        newest[parse_wheel_filename(wheel.name)[0]] = wheel
    missing = set(SHIMS) - set(newest)
    if missing:
        raise BuildError(f"jupyterlite-pyodide-kernel has no wheel for {', '.join(sorted(missing))} in {folder}")
    return [newest[name] for name in SHIMS]


def package_wheel(into: Path) -> Path:
    """A wheel of this checkout's ``lukfu_teach``, built from a clean copy (no stale build files)."""
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "src"
        source.mkdir()
        for name in ("pyproject.toml", "README.md", "LICENSE"):
            if (REPO / name).exists():
                shutil.copy2(REPO / name, source / name)
        shutil.copytree(REPO / PACKAGE, source / PACKAGE, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--wheel-dir", tmp, str(source)], quiet=True)
        (wheel,) = Path(tmp).glob("*.whl")
        return Path(shutil.copy2(wheel, into / wheel.name))


def stand_in_wheel(name: str, version: str, into: Path) -> Path:
    """An empty wheel named ``name``: it satisfies an install the kernel insists on, and installs nothing."""
    info = f"{name}-{version}.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        f"Summary: an empty stand-in: the course site's Python has no {name}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: lukfu-teach lite/build.py\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n",
    }
    files[f"{info}/RECORD"] = "".join(f"{path},,\n" for path in [*files, f"{info}/RECORD"])
    wheel = into / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        for path, text in files.items():
            z.writestr(zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0)), text)  # the same bytes every build
    return wheel


def metadata(wheel: Path):
    """The METADATA of a wheel (an ``email.message.Message``: ``meta["Name"]``, ``meta.get_all(...)``)."""
    with zipfile.ZipFile(wheel) as z:
        (path,) = [n for n in z.namelist() if re.fullmatch(r"[^/]+\.dist-info/METADATA", n)]
        return Parser().parsestr(z.read(path).decode(), headersonly=True)


def top_level(wheel: Path) -> list[str]:
    """The importable top-level names a wheel installs."""
    names = set()
    with zipfile.ZipFile(wheel) as z:
        for path in z.namelist():
            first = path.split("/")[0]
            if first.endswith((".dist-info", ".data")):
                continue
            if "/" in path or first.endswith(".py"):
                names.add(first.removesuffix(".py"))
    return sorted(n for n in names if n.isidentifier())


def pyodide_environment(python: str) -> dict[str, str]:
    """PEP 508 marker values of Pyodide's Python (``python`` as in its lock, e.g. ``3.13.2``)."""
    return {
        "python_version": ".".join(python.split(".")[:2]), "python_full_version": python,
        "sys_platform": "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32",
        "os_name": "posix", "implementation_name": "cpython", "platform_python_implementation": "CPython",
        "platform_release": "", "platform_version": "", "implementation_version": python, "extra": "",
    }  # fmt: skip


def write_lock(core: Path, wheels: list[Path], folder: Path) -> dict:
    """A ``pyodide-lock.json`` that lists only ``wheels`` (all inside the site), with their dependencies.

    Every dependency a wheel's METADATA states for Pyodide's Python must be one of ``wheels``, at a
    version it accepts.
    """
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name, parse_wheel_filename

    info = json.loads((core / "pyodide-lock.json").read_text())["info"]
    environment = pyodide_environment(info["python"])
    versions = {name: str(version) for name, version, _, _ in (parse_wheel_filename(w.name) for w in wheels)}
    packages = {}
    for wheel in wheels:
        meta = metadata(wheel)
        name, version = canonicalize_name(meta["Name"]), meta["Version"]
        depends = []
        for line in meta.get_all("Requires-Dist") or []:
            requirement = Requirement(line)
            if requirement.marker is not None and not requirement.marker.evaluate(environment):
                continue
            dep = canonicalize_name(requirement.name)
            if dep not in versions:
                raise BuildError(f"{wheel.name} needs {requirement} in the browser; add it to {WHEELS.name}")
            if not requirement.specifier.contains(versions[dep], prereleases=True):
                raise BuildError(f"{wheel.name} needs {requirement}, but {WHEELS.name} has {dep} {versions[dep]}")
            depends.append(dep)
        packages[name] = {
            "name": meta["Name"], "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "package_type": "package",
            "imports": top_level(wheel), "depends": sorted(set(depends)), "unvendored_tests": False,
        }  # fmt: skip
    lock = {"info": info, "packages": dict(sorted(packages.items()))}
    (folder / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    return lock


COMPILE = """
const { loadPyodide } = await import(process.argv[1] + "/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: process.argv[1] + "/" });
pyodide.FS.mkdirTree("/tree");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: process.argv[2] }, "/tree");
pyodide.runPython(`import compileall, py_compile
compileall.compile_dir("/tree", quiet=2, legacy=${process.argv[3] === "legacy" ? "True" : "False"},
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)`);
"""


def compile_trees(core: Path, trees: Path, legacy: bool = False) -> None:
    """Compile every ``.py`` under ``trees`` with the browser's own Python (Pyodide, run by Node.js), into
    ``.pyc`` files that are never checked against their source (it never changes): beside each module
    (``legacy``, as imports from a zip file want them) or in ``__pycache__``."""
    run(["node", "--input-type=module", "-e", COMPILE, str(core.resolve()), str(trees), "legacy" * legacy], quiet=True)


def compiled(
    archives: list[Path], core: Path, cache: Path, legacy: bool = False, sourceless: bool = False
) -> list[Path]:
    """The ``archives`` (wheels, Pyodide's standard library) with their modules compiled (``compile_trees``):
    the browser then imports them without compiling them first, seconds sooner. ``sourceless``: each module's
    ``.pyc`` in place of its ``.py`` (half the files for the browser to unpack; a traceback inside it shows
    no source lines). Kept in the cache by each archive's sha256."""
    folder = cache / "compiled"
    mode = "sourceless" if sourceless else "legacy" if legacy else "pycache"
    done, todo = [], {}
    for archive in archives:
        target = folder / f"{hashlib.sha256(archive.read_bytes()).hexdigest()[:16]}-{mode}" / archive.name
        done.append(target)
        if not target.exists():
            todo[archive] = target
    if todo:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=folder) as tmp:
            for archive in todo:
                with zipfile.ZipFile(archive) as z:
                    z.extractall(Path(tmp) / archive.name)
            compile_trees(core, Path(tmp), legacy or sourceless)
            for archive, target in todo.items():
                rezip(archive, Path(tmp) / archive.name, target, sourceless)
    return done


def rezip(archive: Path, tree: Path, target: Path, sourceless: bool = False) -> None:
    """``archive`` again, with the ``.pyc`` files compiled into ``tree`` added (``sourceless``: in place of their
    ``.py``), and a wheel's RECORD saying so."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(archive) as z:
        entries = [(info, z.read(info)) for info in z.infolist()]
    added = sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*.pyc"))
    replaced = {path.removesuffix(".pyc") + ".py" for path in added} if sourceless else set()
    partial = target.with_suffix(".part")
    with zipfile.ZipFile(partial, "w") as z:
        for info, data in entries:
            if info.filename in replaced:
                continue
            if info.filename.endswith(".dist-info/RECORD"):
                kept = [line for line in data.decode().splitlines() if line.split(",")[0] not in replaced]
                data = "".join(f"{line}\n" for line in [*kept, *(f"{path},," for path in added)]).encode()
            z.writestr(info, data)
        for path in added:
            info = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, (tree / path).read_bytes())
    partial.rename(target)


LIST_MODULES = """
const { loadPyodide } = await import(process.argv[1] + "/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: process.argv[1] + "/" });
console.log(pyodide.runPython(`import json, pkgutil, sys
json.dumps(sorted({*sys.builtin_module_names, *(m.name for m in pkgutil.iter_modules())}))`));
"""


def stdlib_names(core: Path) -> set[str]:
    """The top-level modules Pyodide's own Python can import (asked of Pyodide itself, run by Node.js once)."""
    cached = core.parent / "modules.json"
    if not cached.exists():
        done = run(["node", "--input-type=module", "-e", LIST_MODULES, str(core.resolve())], quiet=True)
        names = json.loads(done.stdout.strip().splitlines()[-1])
        cached.write_text(json.dumps(names) + "\n")
    return set(json.loads(cached.read_text()))


# -- the site -----------------------------------------------------------------------------------------


def write_config(stage: Path, lock: dict) -> None:
    config = json.loads(CONFIG.read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    from packaging.utils import canonicalize_name

    unknown = [p for p in kernel["loadPyodideOptions"]["packages"] if canonicalize_name(p) not in lock["packages"]]
    if unknown:
        raise BuildError(f"{CONFIG.name} preloads {', '.join(unknown)}, which the site's lock does not hold")
    (stage / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")


def check_site(out: Path, apps: list[str]) -> None:
    """The built site points its kernel at its own Pyodide and wheels only, and has a page for every app."""
    if not (out / "lab" / "index.html").exists():
        raise BuildError(f"jupyter lite build wrote no {out / 'lab' / 'index.html'}")
    config = json.loads((out / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    urls = [kernel.get("pyodideUrl", ""), *kernel.get("pipliteUrls", [])]
    outside = [u for u in urls if not u.startswith("./")]
    if outside or not kernel.get("disablePyPIFallback"):
        raise BuildError(f"the site's kernel would load from outside the site: {outside or 'PyPI fallback'}")
    missing = [app for app in apps if not (out / app).exists()]
    if missing:
        raise BuildError(f"voici wrote no page for {', '.join(missing)}")


def link_stylesheet(page: Path, href: str) -> None:
    """Add a stylesheet to a page JupyterLite wrote (its ``<head>``)."""
    html = page.read_text(encoding="utf-8")
    if "</head>" not in html:
        raise BuildError(f"{page} has no </head> to link {href} in")
    page.write_text(html.replace("</head>", f'<link rel="stylesheet" href="{href}">\n</head>', 1), encoding="utf-8")


# JupyterLite 0.7 waits for its service worker for ever where the browser allows none (a plain http:// address
# other than localhost, e.g. a laptop on the class network): no lesson starts. Where registering the worker
# fails, it gives up waiting and the lessons run without one (their files then last as long as the page). The
# build makes "not allowed" take that same way, in the one place of each bundle (JupyterLab's, Voici's).
NO_SERVICE_WORKER = 'else console.warn("ServiceWorkers not supported in this browser")}'
GIVE_UP_WAITING = (
    'else console.warn("ServiceWorkers not supported in this browser"),'
    "this._setRegistration(null),this._ready.reject(void 0)}"
)


def run_without_service_worker(out: Path) -> list[str]:
    """Make the site's JupyterLab and apps run where the browser allows no service worker (see above);
    the bundles patched."""
    patched = []
    for folder in ("build", "voici/build"):
        for script in sorted((out / folder).glob("*.js")):
            text = script.read_text(encoding="utf-8")
            if NO_SERVICE_WORKER in text:
                script.write_text(text.replace(NO_SERVICE_WORKER, GIVE_UP_WAITING), encoding="utf-8")
                patched.append(script.relative_to(out).as_posix())
        if not any(p.startswith(f"{folder}/") and p.count("/") == folder.count("/") + 1 for p in patched):
            raise BuildError(f"no script in {out / folder} waits for the service worker as JupyterLite 0.7 did")
    return patched


def size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def build(out: Path, cache: Path) -> dict:
    """Build the site into ``out`` (replaced); return its manifest."""
    import glyphs
    import pages

    start = time.monotonic()
    tools = pins(REQUIREMENTS)
    pyodide_version = check_pins(tools)
    with tempfile.TemporaryDirectory(prefix="lukfu-lite-") as tmp:
        stage = Path(tmp)
        pyodide = stage / "static" / "pyodide"
        pyodide.mkdir(parents=True)
        core = fetch_npm("pyodide", pyodide_version, cache)
        for name in PYODIDE_CORE:
            shutil.copy2(core / name, pyodide / name)
        (stdlib,) = compiled([core / STDLIB], core, cache, legacy=True)
        shutil.copy2(stdlib, pyodide / STDLIB)
        info = json.loads((core / "pyodide-lock.json").read_text())["info"]
        python_version = ".".join(info["python"].split(".")[:2])
        wheels = [*download_wheels(python_version, cache), *kernel_shims()]
        wheels += [stand_in_wheel(name, version, stage) for name, version in STAND_INS.items()]
        wheels = compiled(wheels, core, cache, sourceless=True)  # the package's own keep their source, to read
        wheels += compiled([package_wheel(stage)], core, cache)
        wheels = [Path(shutil.copy2(w, pyodide / w.name)) for w in wheels]
        lock = write_lock(core, wheels, pyodide)
        write_config(stage, lock)

        files = stage / "files"
        available = stdlib_names(core) | {name for w in wheels for name in top_level(w)}
        course = pages.add_notebooks(REPO / "notebooks", files, available, KERNELSPEC)
        examples = pages.add_examples(REPO / PACKAGE / "examples", files / "examples")
        for name, reason in course.left_out.items():
            print(f"leaving out {name}: it {reason}", flush=True)
        for name, blocks in course.cut.items():
            for block in blocks:
                print(f"{name}: leaving out a passage that points to a lesson the site has not: {block[:70]!r}")

        if out.exists():
            shutil.rmtree(out)
        env = {
            **os.environ,
            "JUPYTERLITE_NO_LIBARCHIVE": "1",
            "JUPYTER_PATH": os.pathsep.join(filter(None, [str(TEMPLATES), os.environ.get("JUPYTER_PATH")])),
        }
        run(
            [sys.executable, "-m", "voici_core.app", "build", "--lite-dir", str(stage), "--contents", str(files),
             "--output-dir", str(out.resolve()), *(f"--apps={a}" for a in APPS), "--no-sourcemaps",
             "--no-unused-shared-packages", f"--template={TEMPLATE}"],
            quiet=True, cwd=stage, env=env,
        )  # fmt: skip
    apps = [pages.app_path(name) for name in course.lessons]
    check_site(out, apps)
    run_without_service_worker(out)
    font = fetch_npm(HAN_FONT, tools[HAN_FONT], cache, keep=glyphs.FONT_FILES)
    storage = json.loads(CONFIG.read_text())["jupyter-config-data"]["contentsStorageName"]
    try:
        han = glyphs.write_font(font, course.han | pages.landing_han(), out / "static" / "lukfu")
        landing = pages.write_landing_pages(out, course, storage)
    except (glyphs.GlyphError, pages.PageError) as err:
        raise BuildError(str(err)) from err
    for app in ("lab", "notebooks", "tree"):
        link_stylesheet(out / app / "index.html", f"../{glyphs.STYLESHEET}")
    shutil.copytree(STATIC, out / "static" / "lukfu", dirs_exist_ok=True)
    (out / ".nojekyll").touch()  # GitHub Pages: serve the files as they are, no Jekyll build
    manifest = {
        "pins": {**tools},
        "notebooks": course.notebooks,
        "left_out": course.left_out,
        "cut": course.cut,
        "apps": apps,
        "landing_pages": landing,
        "examples": examples,
        "han": han,
        "wheels": sorted(p["file_name"] for p in lock["packages"].values()),
        "size_bytes": size_of(out),
        "build_seconds": round(time.monotonic() - start, 1),
    }
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where the site goes (replaced); default build/site")
    parser.add_argument("--cache", type=Path, default=CACHE, help="downloads kept between builds")
    args = parser.parse_args(argv)
    try:
        if not in_venv():
            python = ensure_venv()
            return subprocess.run([str(python), __file__, *(argv if argv is not None else sys.argv[1:])]).returncode
        manifest = build(args.out, args.cache)
    except BuildError as err:
        print(f"make site: {err}", file=sys.stderr)
        return 1
    where = args.out.resolve()
    where = where.relative_to(Path.cwd()) if where.is_relative_to(Path.cwd()) else where
    print(
        f"built {where} in {manifest['build_seconds']} s: {manifest['size_bytes'] / 1e6:.1f} MB, "
        f"{len(manifest['apps'])} lessons as apps, {len(manifest['notebooks'])} notebooks in JupyterLab; "
        f"try it: python -m http.server -d {where}, then open http://localhost:8000"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
