"""The class store (``lukfu_teach.classroom``): students by name, every answer kept once, the teacher's figures,
passwords never kept as text (issue 21); then a class on the classroom server: two students answer drills,
reload, the server is killed and started again, and the teacher's pages refuse everyone else."""

from __future__ import annotations

import asyncio
import csv
import importlib.util
import io
import json
import sys
import urllib.error
from pathlib import Path
from typing import Any

import pytest
from helpers import known
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lukfu_teach.classroom.client import ClassStore
from lukfu_teach.classroom.store import ClassDB, check_password, hash_password, spreadsheet_safe
from lukfu_teach.drills import Progress
from lukfu_teach.drills.progress import StoreError
from lukfu_teach.errors import ChoiceError
from lukfu_teach.records import record

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("lukfu_bench_classroom", ROOT / "benchmarks" / "classroom.py")
assert spec is not None and spec.loader is not None
bench = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = bench
spec.loader.exec_module(bench)


def event(n: int, kind: str = "answer", **fields) -> dict:
    return {"event": kind, "id": f"e{n}", "at": 0.0, **fields}


@pytest.fixture
def db(tmp_path: Path) -> ClassDB:
    return ClassDB(tmp_path / "class.sqlite3")


# -- the store ---------------------------------------------------------------------------------------------


def test_a_name_is_one_student_and_a_second_claim_is_refused_until_the_teacher_lets_them_in(db) -> None:
    anna = db.join("  Anna   Berg ")
    assert anna.name == "Anna Berg"
    assert db.join("anna berg") is None  # another browser: taken
    assert db.join("ANNA BERG", current=anna.id) == anna  # her own browser
    db.let_in_again(anna.id)
    again = db.join("anna berg")
    assert again.id == anna.id and again.session != anna.session  # her progress, a new session
    assert db.from_cookie(db.cookie(anna)) is None and db.from_cookie(db.cookie(again)) == again
    assert db.join("anna berg") is None  # once
    for bad in ("", "   ", "x" * 41, "a\x00b", "\u202eevil"):
        with pytest.raises(ChoiceError):
            db.join(bad)


def test_cookies_and_tokens_are_signed_and_not_interchangeable(db) -> None:
    bo = db.join("Bo")
    assert db.from_cookie(db.cookie(bo)) == bo and db.from_token(db.token(bo)) == bo
    assert db.from_token(db.cookie(bo)) is None and db.from_cookie(db.token(bo)) is None
    forged = db.cookie(bo).rsplit(".", 1)[0] + "." + "0" * 64
    assert db.from_cookie(forged) is None and db.from_cookie("1.x.y") is None and db.from_cookie(None) is None


def test_events_are_kept_once_and_folded_as_a_kernel_folds_them(db) -> None:
    bo = db.join("Bo")
    events = [event(1, drill="deck-size", correct=False, answer="35"), event(2, drill="deck-size", correct=True)]
    db.add_events(bo.id, events)
    db.add_events(bo.id, events)  # sent twice (a lost reply): kept once
    assert db.progress(bo.id).entry("deck-size").tries == 2
    fresh = ClassDB(db.path)  # the server started again
    assert fresh.progress(bo.id).mark("deck-size") == "tick" and fresh.progress(bo.id).entry("deck-size").wrong == [
        "35"
    ]
    for bad in ([{"event": "answer"}], [event(3, drill="x", correct="yes")], "nope", [event(4, "deal", record={})],
                [event(5, drill="x", correct=False, answer="\udc80")]):  # fmt: skip
        with pytest.raises(ChoiceError):
            db.add_events(bo.id, bad)
    assert db.progress(bo.id).entry("x").tries == 0  # a refused batch keeps nothing
    db.reset(bo.id)
    assert db.progress(bo.id).entries == {} and ClassDB(db.path).progress(bo.id).entries == {}


def test_the_teachers_figures(db) -> None:
    a, b, c = db.join("Ada"), db.join("Bo"), db.join("=Cy")
    db.add_events(a.id, [event(1, drill="deck-size", correct=True), event(2, drill="suit-order", correct=False,
                                                                             answer="S C M T"),
                         event(3, drill="suit-order", correct=True)])  # fmt: skip
    db.add_events(b.id, [event(1, drill="suit-order", correct=False, answer="S C M T"),
                         event(2, drill="suit-order", correct=False, answer="C M S T"),
                         event(3, "score", name="final", score=3, total=4, drills=[])])  # fmt: skip
    finished = record.load(ROOT / "lukfu_teach" / "examples" / "must_beat.json")
    net = known(finished.result).net
    db.add_events(c.id, [event(1, "deal", record=finished.to_json(), seat=0, net=net[0])])
    rows = {r["name"]: r for r in db.table()}
    assert rows["Ada"]["lessons"]["01"] == {"done": 2, "stars": 1, "total": 6} and rows["Ada"]["stars"] == 1
    assert rows["Bo"]["assessment"] == {"score": 3, "total": 4} and rows["Bo"]["done"] == 0
    assert rows["=Cy"]["deals"] == 1 and rows["=Cy"]["net"] == net[0]
    shares = {s["rule"]: s for s in db.rule_shares()}
    assert (shares["R1"]["answered"], shares["R1"]["first_try"]) == (3, 1)  # deck-size ★, suit-order twice without
    assert db.common_wrong()["suit-order"] == ("S C M T", 2)
    table = list(csv.reader(io.StringIO(db.csv_text())))
    assert table[0][0] == "student" and [r[0] for r in table[1:]] == ["'=Cy", "Ada", "Bo"]  # no formula
    assert list(csv.reader(io.StringIO(db.csv_text("sv"))))[0][0] == "elev"
    assert spreadsheet_safe("+1") == "'+1" and spreadsheet_safe("Ada") == "Ada"


def test_a_progress_file_from_the_course_site_is_imported_once(db, tmp_path: Path) -> None:
    mine = Progress(tmp_path / "lukfu_progress.json")
    mine.record("deck-size", correct=False, answer="35")
    mine.record("deck-size", correct=True)
    mine.reveal("suit-order")
    mine.record("suit-order", correct=True)
    mine.record("read-code", correct=True)
    mine.add_score("final", 2, 3)
    data = json.loads((tmp_path / "lukfu_progress.json").read_text())
    student = db.import_progress("Dee", data)
    db.import_progress("dee", data)  # the same file again: nothing twice
    kept = db.progress(student.id)
    assert {d: kept.mark(d) for d in ("deck-size", "suit-order", "read-code")} == {
        "deck-size": "tick", "suit-order": "tick", "read-code": "star"}  # fmt: skip
    assert kept.entry("deck-size").tries == 2 and kept.entry("deck-size").wrong == ["35"]
    assert kept.entry("suit-order").shown and len(kept.scores) == 1
    with pytest.raises(ChoiceError):
        db.import_progress("Dee", {"format": "other"})


def test_no_password_is_kept_as_text(db, monkeypatch) -> None:
    monkeypatch.delenv("LUKFU_CLASS_PASSWORD", raising=False)
    db.set_teacher_password("correct horse battery")
    class_password = db.class_password()
    assert len(class_password) == 9 and class_password == db.class_password()  # the same at every start
    assert db.check_teacher_password("correct horse battery") and not db.check_teacher_password("correct horse")
    db.close()
    stored = b"".join(p.read_bytes() for p in db.path.parent.iterdir())
    assert b"correct horse" not in stored and class_password.encode() not in stored
    assert oct(db.path.stat().st_mode & 0o777) == "0o600"
    assert check_password("x", hash_password("x")) and not check_password("y", hash_password("x"))
    again = ClassDB(db.path)
    assert again.new_class_password() != class_password
    with pytest.raises(ChoiceError):
        again.set_teacher_password("short")


def test_a_kernel_without_its_server_keeps_answers_and_says_so() -> None:
    store = ClassStore("http://127.0.0.1:9/class/", "1.x.y", timeout=2)  # nothing listens on port 9
    progress = Progress(store=store)
    assert "not answering" in progress.problem
    progress.record("deck-size", correct=True)
    assert "not answering" in progress.problem and progress.mark("deck-size") == "star"
    with pytest.raises(StoreError):
        store.save([])


def test_the_command_line_exports_imports_and_sets_passwords(db, tmp_path, capsys, monkeypatch) -> None:
    from lukfu_teach.cli import main

    db.add_events(db.join("Ada").id, [event(1, drill="deck-size", correct=True)])
    db.close()
    store = ["--db", str(db.path)]
    assert main(["class", "export", *store]) == 0
    assert capsys.readouterr().out.splitlines()[1].startswith("Ada,1/6,")
    assert main(["class", "export", str(tmp_path / "class.csv"), *store, "--lang", "sv"]) == 0
    assert "class.csv: klassen, 1 elev" in capsys.readouterr().out
    assert (tmp_path / "class.csv").read_text().startswith("elev,")
    Progress(tmp_path / "p.json").record("suit-order", correct=True)
    assert main(["class", "import", str(tmp_path / "p.json"), "--name", "Bo", *store]) == 0
    assert ClassDB(db.path).progress(known(ClassDB(db.path).student_named("bo")).id).mark("suit-order") == "star"
    monkeypatch.setattr("sys.stdin", io.StringIO("a new teacher password\n"))
    assert main(["class", "password", *store]) == 0
    assert ClassDB(db.path).check_teacher_password("a new teacher password")
    assert main(["class", "password", "--class-password", *store]) == 0
    assert "The new class password: " in capsys.readouterr().out
    assert main(["class", "export", "--db", str(tmp_path / "none.sqlite3")]) == 2
    assert "no class store there" in capsys.readouterr().err and not (tmp_path / "none.sqlite3").exists()
    assert main(["class", "import", str(tmp_path / "p.json"), *store]) == 2


# -- a class on the server ---------------------------------------------------------------------------------


def status(opener, url: str, data: bytes | None = None) -> int:
    try:
        with opener.open(url, data, timeout=60) as response:
            return response.status
    except urllib.error.HTTPError as err:
        return err.code


def teacher(server) -> Any:
    browser = bench.opener(server)
    browser.open(server.url + "class/teacher", timeout=30).read()
    xsrf = next(c.value for c in browser.jar if c.name == "_xsrf")
    body = f"password={bench.TEACHER_PASSWORD}&_xsrf={xsrf}".encode()
    with browser.open(server.url + "class/teacher", body, timeout=30) as page:
        assert "Luk Fu: the class" in page.read().decode()
    return browser


def test_a_class_answers_reloads_survives_a_restart_and_the_teacher_sees_it(tmp_path: Path) -> None:
    lesson = "01_cards_and_seats.ipynb"
    cookies_of_ada: dict[str, str] = {}

    async def answer() -> list[list[str]]:
        ada, bo = bench.Student(1, server.url, lesson), bench.Student(2, server.url, lesson)
        await ada.login("Ada")
        await bo.login("Bo")
        await asyncio.gather(ada.open_lesson(), bo.open_lesson())
        await ada.choose("35")  # wrong: Try again, then right
        await ada.click("lukfu-drill-retry")
        await ada.choose("36")
        await bo.choose("36")
        marks = [ada.marks(), bo.marks()]
        cookies_of_ada.update(ada.cookies)
        again = bench.Student(3, server.url, lesson)
        again.cookies = dict(ada.cookies)  # Ada reloads the page (a new kernel)
        await again.open_lesson()
        return [*marks, again.marks()]

    with bench.serve("classroom") as server:
        ada_marks, bo_marks, reloaded = asyncio.run(answer())
        assert (ada_marks[0], bo_marks[0], reloaded[0]) == ("1 ✓", "1 ★", "1 ✓")  # a reload loses nothing
        cookies = bench.opener(server, "Cy")  # a student
        for path in ("class/teacher/live", "class/teacher/class.csv", "class/teacher/student/1",
                     "class/teacher/student/1/deal/0"):  # fmt: skip
            assert status(cookies, server.url + path) == 403, path
        xsrf = next(c.value for c in cookies.jar if c.name == "_xsrf")
        assert status(cookies, server.url + "class/teacher", f"password=wrong&_xsrf={xsrf}".encode()) == 403
        assert status(cookies, server.url + "class/teacher/student/1", f"action=reset&_xsrf={xsrf}".encode()) == 403
        assert status(bench.opener(server), server.url + "class/api/progress") == 401  # no token
        server.kill()  # mid-class, without warning
        server.start()  # the same port, the same class store

        async def carry_on() -> list[str]:
            ada = bench.Student(4, server.url, lesson)
            ada.cookies = cookies_of_ada  # her browser, still logged in: she reloads the page
            await ada.open_lesson()
            return ada.marks()

        assert asyncio.run(carry_on())[0] == "1 ✓"
        room = teacher(server)
        live = room.open(server.url + "class/teacher/live", timeout=30).read().decode()
        assert ">Ada</a>" in live and ">Bo</a>" in live and "1/6" in live
        assert "<code>35</code></td><td>1</td>" in live  # Ada's wrong answer, the drill's most common one
        table = list(csv.reader(io.StringIO(room.open(server.url + "class/teacher/class.csv").read().decode())))
        assert {row[0]: row[1] for row in table[1:]} == {"Ada": "1/6", "Bo": "1/6", "Cy": "0/6"}
        page = room.open(server.url + "class/teacher?lang=sv", timeout=30).read().decode()
        assert "Luk Fu: klassen" in page and "Ladda ner CSV" in page and bench.CLASS_PASSWORD in page


# -- a kernel's store, the API, and events nobody should send ---------------------------------------------------


def test_a_kernels_progress_goes_to_the_store_through_the_api(db) -> None:
    """``Progress(store=ClassStore)`` against the store's handlers on a real tornado server: answers, a shown
    answer, a score and a finished deal kept; another page of the same student sees them; a forged token is
    refused."""
    import threading

    from tornado import web as tornado_web
    from tornado.ioloop import IOLoop

    from lukfu_teach.classroom.web import LocalIdentity, handlers

    port = bench.free_port()
    ready, loop_box = threading.Event(), {}

    def run() -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        app = tornado_web.Application(handlers("/class/", db, LocalIdentity(db)), xsrf_cookies=True)
        app.listen(port, "127.0.0.1")
        loop_box["loop"] = IOLoop.current()
        ready.set()
        loop.run_forever()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    ready.wait(10)
    try:
        ada = db.join("Ada")
        url = f"http://127.0.0.1:{port}/class/"
        page = Progress(store=ClassStore(url, db.token(ada)))
        assert page.problem == "" and page.entries == {}
        page.record("deck-size", correct=False, answer="35")
        page.reveal("suit-order")
        page.record("deck-size", correct=True)
        page.add_score("final", 2, 3)
        finished = record.load(ROOT / "lukfu_teach" / "examples" / "must_beat.json")
        page.add_deal(finished, seat=2)
        assert page.problem == ""
        other = Progress(store=ClassStore(url, db.token(ada)))  # another lesson page of Ada's
        assert other.mark("deck-size") == "tick" and other.entry("deck-size").wrong == ["35"]
        assert other.entry("suit-order").shown and other.scores[0].score == 2
        assert [(d.seat, d.net) for d in other.deals] == [(2, known(finished.result).net[2])]
        import urllib.request

        for body in (b"[" * 100_000, b'{"events": 5}', b"\xff", b'{"events": [{"event": "answer", "id": "x"}]}'):
            request = urllib.request.Request(url + "api/progress", body, {"Authorization": f"token {db.token(ada)}"})
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(request, timeout=10)
            assert refused.value.code == 400 and "error" in json.loads(refused.value.read())
        token = db.token(ada)
        forged_token = token[:-1] + ("1" if token.endswith("0") else "0")  # one character off
        forged = Progress(store=ClassStore(url, forged_token))
        assert "does not know you" in forged.problem
        assert db.common_wrong()["deck-size"] == ("35", 1)
    finally:
        loop_box["loop"].add_callback(loop_box["loop"].stop)
        thread.join(10)


EVENT = st.fixed_dictionaries(
    {"event": st.sampled_from(["answer", "reveal", "reset", "score", "deal", "other"]), "id": st.text(max_size=70)},
    optional={
        "drill": st.one_of(st.text(max_size=120), st.integers(), st.none()),
        "correct": st.one_of(st.booleans(), st.integers(0, 1), st.none()),
        "answer": st.one_of(st.text(max_size=200), st.integers(), st.none()),
        "drills": st.one_of(st.lists(st.text(max_size=5), max_size=3), st.text(max_size=5), st.none()),
        "name": st.text(max_size=10), "score": st.integers(-2, 5), "total": st.integers(-2, 5),
        "record": st.one_of(st.none(), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3)),
        "seat": st.integers(-1, 3), "net": st.integers(-9, 9),
    },
)  # fmt: skip


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(events=st.one_of(st.lists(EVENT, max_size=5), st.text(max_size=5), st.integers()))
def test_events_nobody_should_send_are_refused_whole_or_kept_consistently(db, events) -> None:
    student = db.student_named("Fuzz") or db.join("Fuzz")
    before = db.progress(student.id).to_json()
    try:
        after = db.add_events(student.id, events).to_json()
    except ChoiceError as err:
        assert len(err.render()) < 300
        assert db.progress(student.id).to_json() == before  # nothing kept
        return
    assert ClassDB(db.path).progress(student.id).to_json() == after  # what was kept folds back the same


def test_a_name_already_in_the_class_is_refused_with_what_to_do_in_the_pages_language(db) -> None:
    """The login page's answer to a name someone in the class already has: 409, the advice in English or
    Swedish, nothing added to the class."""
    from tornado import web as tornado_web
    from tornado.httpclient import AsyncHTTPClient

    from lukfu_teach.classroom.web import LocalIdentity, handlers

    db.join("Ada")
    body = f"name=Ada&password={db.class_password()}"

    async def post(lang: str) -> tuple[int, str]:
        port = bench.free_port()
        server = tornado_web.Application(handlers("/class/", db, LocalIdentity(db))).listen(port, "127.0.0.1")
        try:
            url = f"http://127.0.0.1:{port}/class/login?lang={lang}"
            answer = await AsyncHTTPClient().fetch(url, method="POST", body=body, raise_error=False)
            return answer.code, answer.body.decode()
        finally:
            server.stop()

    code, page = asyncio.run(post("en"))
    assert code == 409 and "There is already a student called Ada in this class." in page
    code, page = asyncio.run(post("sv"))
    assert code == 409 and "Det finns redan en elev som heter Ada i den här klassen." in page
    assert [s.name for s in db.students()] == ["Ada"]
