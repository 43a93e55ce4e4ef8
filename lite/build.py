"""Build the course as a static JupyterLite site: ``python lite/build.py`` (``make site``) -> ``build/site/``.

The site runs the notebooks in the browser with the Pyodide kernel and needs no
server but a static one; it loads nothing from outside its own origin. Pyodide
itself (from npm), every wheel it loads (from PyPI, and one of this checkout),
its lock file and the notebooks are inside it.

Run by any Python 3.10+, this script first sets up its own venv (``build/lite-venv``,
from ``lite/requirements.txt``) and runs again inside it. It fetches nothing but
packages from the registries (pip, ``npm pack``); downloads are kept in
``build/lite-cache`` for the next build.
"""

from __future__ import annotations

import argparse
import ast
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
from pathlib import Path

LITE = Path(__file__).resolve().parent
REPO = LITE.parent
REQUIREMENTS = LITE / "requirements.txt"
WHEELS = LITE / "wheels.txt"
CONFIG = LITE / "jupyter-lite.json"
VENV = REPO / "build" / "lite-venv"
CACHE = REPO / "build" / "lite-cache"
OUT = REPO / "build" / "site"
MANIFEST = "lukfu-site.json"  # what the site holds, written at its root

KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNEL_EXTENSION = Path("share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi")
SHIMS = ("piplite", "pyodide-kernel", "ipykernel", "widgetsnbextension")  # the kernel's own wheels
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
APPS = ("lab", "notebooks", "tree")
PACKAGE = "lukfu_teach"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


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
    print(f"setting up the build venv {VENV.relative_to(REPO)} from {REQUIREMENTS.relative_to(REPO)}", flush=True)
    if not python.exists():
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
    found = {}
    for line in path.read_text().splitlines():
        m = re.fullmatch(r"\s*(?:#\s*npm:\s*)?([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;#]+)\s*", line)
        if m:
            found[normalize(m[1])] = m[2]
    return found


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def check_pins(tools: dict[str, str]) -> str:
    """The Pyodide version pinned beside the kernel, after checking the tools installed are the pinned ones."""
    from importlib.metadata import version

    from jupyterlite_pyodide_kernel import constants

    for name in ("jupyterlite-core", "jupyterlite-pyodide-kernel"):
        if version(name) != tools[name]:
            raise BuildError(f"{name} {version(name)} is installed but {tools[name]} is pinned; delete {VENV}")
    if "pyodide" not in tools:
        raise BuildError(f"{REQUIREMENTS.name} pins no Pyodide (a line '# npm: pyodide==VERSION')")
    if constants.PYODIDE_VERSION != tools["pyodide"]:
        raise BuildError(
            f"jupyterlite-pyodide-kernel {tools['jupyterlite-pyodide-kernel']} is built for Pyodide "
            f"{constants.PYODIDE_VERSION}, but {REQUIREMENTS.name} pins Pyodide {tools['pyodide']}: pin them together"
        )
    return tools["pyodide"]


# -- Pyodide, the wheels and the lock -----------------------------------------------------------


def fetch_pyodide(version: str, cache: Path) -> Path:
    """Pyodide's core files from the npm registry (``npm pack``), unpacked once into the cache."""
    unpacked = cache / f"pyodide-{version}"
    if (unpacked / "package" / "pyodide-lock.json").exists():
        return unpacked / "package"
    cache.mkdir(parents=True, exist_ok=True)
    print(f"fetching pyodide@{version} from the npm registry", flush=True)
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        run(["npm", "pack", f"pyodide@{version}", "--pack-destination", tmp], quiet=True)
        (tarball,) = Path(tmp).glob("pyodide-*.tgz")
        with tarfile.open(tarball) as tar:
            members = [m for m in tar.getmembers() if m.isfile() and "/" in m.name and ".." not in m.name]
            safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
            tar.extractall(Path(tmp) / "x", members=members, **safe)
        shutil.rmtree(unpacked, ignore_errors=True)
        shutil.move(str(Path(tmp) / "x"), unpacked)
    return unpacked / "package"


def download_wheels(python_version: str, cache: Path) -> list[Path]:
    """The pinned pure-Python wheels of ``wheels.txt``, for the browser's Python, from PyPI."""
    folder = cache / "wheels"
    wanted = pins(WHEELS)
    run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
         "--python-version", python_version, "--implementation", "py", "--abi", "none", "--platform", "any",
         "-r", str(WHEELS), "-d", str(folder)],
        quiet=True,
    )  # fmt: skip
    chosen = [w for w in folder.glob("*.whl") if wanted.get(normalize(wheel_name(w))) == wheel_version(w)]
    missing = set(wanted) - {normalize(wheel_name(w)) for w in chosen}
    if missing:
        raise BuildError(f"pip downloaded no wheel for {', '.join(sorted(missing))} ({WHEELS.name})")
    return sorted(chosen)


def kernel_shims() -> list[Path]:
    """The wheels jupyterlite-pyodide-kernel ships for the browser (the newest of each name)."""
    folder = Path(sys.prefix) / KERNEL_EXTENSION
    newest: dict[str, Path] = {}
    for wheel in sorted(folder.glob("*.whl"), key=lambda w: version_key(wheel_version(w))):
        newest[normalize(wheel_name(wheel))] = wheel
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


def wheel_name(wheel: Path) -> str:
    return wheel.name.split("-")[0]


def wheel_version(wheel: Path) -> str:
    return wheel.name.split("-")[1]


def version_key(version: str):
    """A version, compared as PEP 440 says (``4.0.999`` after ``3.6.999``)."""
    from packaging.version import Version

    return Version(version)


def metadata(wheel: Path) -> dict[str, list[str]]:
    """The METADATA fields of a wheel, each a list of values."""
    with zipfile.ZipFile(wheel) as z:
        (path,) = [n for n in z.namelist() if re.fullmatch(r"[^/]+\.dist-info/METADATA", n)]
        text = z.read(path).decode()
    fields: dict[str, list[str]] = {}
    for line in text.split("\n\n", 1)[0].splitlines():
        if ": " in line and not line.startswith(" "):
            key, value = line.split(": ", 1)
            fields.setdefault(key, []).append(value.strip())
    return fields


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
    """PEP 508 marker values of Pyodide's Python (``python`` as in its lock, e.g. ``3.14.2``)."""
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

    info = json.loads((core / "pyodide-lock.json").read_text())["info"]
    environment = pyodide_environment(info["python"])
    versions = {normalize(wheel_name(w)): wheel_version(w) for w in wheels}
    packages = {}
    for wheel in wheels:
        meta = metadata(wheel)
        name, version = normalize(meta["Name"][0]), meta["Version"][0]
        depends = []
        for line in meta.get("Requires-Dist", []):
            requirement = Requirement(line)
            if requirement.marker is not None and not requirement.marker.evaluate(environment):
                continue
            dep = normalize(requirement.name)
            if dep not in versions:
                raise BuildError(f"{wheel.name} needs {requirement} in the browser; add it to {WHEELS.name}")
            if not requirement.specifier.contains(versions[dep], prereleases=True):
                raise BuildError(f"{wheel.name} needs {requirement}, but {WHEELS.name} has {dep} {versions[dep]}")
            depends.append(dep)
        packages[name] = {
            "name": meta["Name"][0], "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "package_type": "package",
            "imports": top_level(wheel), "depends": sorted(set(depends)), "unvendored_tests": False,
        }  # fmt: skip
    lock = {"info": info, "packages": dict(sorted(packages.items()))}
    (folder / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    return lock


# -- the notebooks ------------------------------------------------------------------------------


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


def imports(notebook: dict) -> set[str]:
    """Top-level modules a notebook's code cells import (IPython magics and shell lines skipped)."""
    found = set()
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        code = "\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in source.splitlines())
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


def for_the_site(notebook: dict) -> dict:
    """A copy of a notebook for the site: the Pyodide kernel, and no stored widget views.

    Stored widget views cannot be drawn before the cell runs again; their cell shows nothing
    until it is run. Other stored outputs (text, drawings of cards) stay, to read while Python loads.
    """
    notebook = json.loads(json.dumps(notebook))
    notebook.setdefault("metadata", {})["kernelspec"] = dict(KERNELSPEC)
    notebook["metadata"].pop("widgets", None)
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = [o for o in cell.get("outputs", []) if WIDGET_VIEW not in o.get("data", {})]
    return notebook


def add_notebooks(files: Path, available: set[str]) -> tuple[list[str], dict[str, str]]:
    """Copy every notebook whose imports the browser has; name the others with the reason."""
    included, left_out = [], {}
    sources = sorted((REPO / "notebooks").glob("*.ipynb")) + sorted((REPO / "notebooks" / "sv").glob("*.ipynb"))
    for path in sources:
        relative = path.relative_to(REPO / "notebooks").as_posix()
        notebook = json.loads(path.read_text(encoding="utf-8"))
        missing = sorted(imports(notebook) - available)
        if missing:
            left_out[relative] = f"imports {', '.join(missing)}, which has no build for the browser on the registries"
            continue
        target = files / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(for_the_site(notebook), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        included.append(relative)
    return included, left_out


def add_examples(files: Path) -> list[str]:
    folder = files / "examples"
    folder.mkdir(parents=True, exist_ok=True)
    names = []
    for path in sorted((REPO / PACKAGE / "examples").glob("*.json")):
        shutil.copy2(path, folder / path.name)
        names.append(f"examples/{path.name}")
    return names


# -- the site -----------------------------------------------------------------------------------------


def write_config(stage: Path, lock: dict) -> None:
    config = json.loads(CONFIG.read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    unknown = [p for p in kernel["loadPyodideOptions"]["packages"] if normalize(p) not in lock["packages"]]
    if unknown:
        raise BuildError(f"{CONFIG.name} preloads {', '.join(unknown)}, which the site's lock does not hold")
    (stage / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")


def check_site(out: Path) -> None:
    """The built site points its kernel at its own Pyodide and wheels only."""
    if not (out / "index.html").exists():
        raise BuildError(f"jupyter lite build wrote no {out / 'index.html'}")
    config = json.loads((out / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    urls = [kernel.get("pyodideUrl", ""), *kernel.get("pipliteUrls", [])]
    outside = [u for u in urls if not u.startswith("./")]
    if outside or not kernel.get("disablePyPIFallback"):
        raise BuildError(f"the site's kernel would load from outside the site: {outside or 'PyPI fallback'}")


def size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def build(out: Path, cache: Path) -> dict:
    """Build the site into ``out`` (replaced); return its manifest."""
    start = time.monotonic()
    tools = pins(REQUIREMENTS)
    pyodide_version = check_pins(tools)
    with tempfile.TemporaryDirectory(prefix="lukfu-lite-") as tmp:
        stage = Path(tmp)
        pyodide = stage / "static" / "pyodide"
        pyodide.mkdir(parents=True)
        core = fetch_pyodide(pyodide_version, cache)
        for name in PYODIDE_CORE:
            shutil.copy2(core / name, pyodide / name)
        info = json.loads((core / "pyodide-lock.json").read_text())["info"]
        python_version = ".".join(info["python"].split(".")[:2])
        wheels = [*download_wheels(python_version, cache), *kernel_shims()]
        wheels = [Path(shutil.copy2(w, pyodide / w.name)) for w in wheels]
        wheels.append(package_wheel(pyodide))
        lock = write_lock(core, wheels, pyodide)
        write_config(stage, lock)

        files = stage / "files"
        files.mkdir()
        available = stdlib_names(core) | {name for w in wheels for name in top_level(w)}
        notebooks, left_out = add_notebooks(files, available)
        examples = add_examples(files)
        for name, reason in left_out.items():
            print(f"leaving out {name}: it {reason}", flush=True)

        if out.exists():
            shutil.rmtree(out)
        env = {**os.environ, "JUPYTERLITE_NO_LIBARCHIVE": "1"}
        run(
            [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(stage), "--contents", str(files),
             "--output-dir", str(out.resolve()), *(f"--apps={a}" for a in APPS), "--no-sourcemaps",
             "--no-unused-shared-packages"],
            quiet=True, cwd=stage, env=env,
        )  # fmt: skip
    check_site(out)
    (out / ".nojekyll").touch()  # GitHub Pages: serve the files as they are, no Jekyll build
    manifest = {
        "pins": {**tools},
        "notebooks": notebooks,
        "left_out": left_out,
        "examples": examples,
        "wheels": sorted(p["file_name"] for p in lock["packages"].values()),
        "size_bytes": size_of(out),
        "build_seconds": round(time.monotonic() - start, 1),
    }
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
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
        f"{len(manifest['notebooks'])} notebooks; try it: python -m http.server -d {where}, then open http://localhost:8000"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
