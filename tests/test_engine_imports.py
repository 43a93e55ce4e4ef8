import subprocess
import sys


def test_the_engine_imports_no_jupyter():
    code = (
        "import sys, lukfu_teach, lukfu_teach.cli, lukfu_teach.explain, lukfu_teach.record;"
        "bad = [m for m in ('ipywidgets', 'IPython', 'jupyter_client', 'ipykernel') if m in sys.modules];"
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
