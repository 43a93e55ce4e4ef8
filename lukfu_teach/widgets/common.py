"""Pieces the widgets share: the stylesheet, the language they speak, small builders, opening records."""

from __future__ import annotations

import asyncio
import base64
import functools
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import anywidget
import ipywidgets as ipw
import traitlets
from ipywidgets.widgets.widget_bool import ToggleButtonStyle
from ipywidgets.widgets.widget_description import DescriptionStyle
from ipywidgets.widgets.widget_int import SliderStyle
from ipywidgets.widgets.widget_string import HTMLStyle, TextStyle

from ..engine.cards import Card
from ..engine.deal import Deal, Move
from ..engine.old import NotOld, Proof
from ..engine.state import PublicState
from ..errors import FormatError
from ..i18n import L_, LANGUAGES, SOURCE, SUPPORTED, _, get_language, language
from ..pictures import render
from ..records.record import Record, from_json, load, loads
from ..words import explain, terms
from ..words.terms import LEVEL_NAMES  # noqa: F401 (the play table takes the level names from here)

# Layout of the widgets themselves (the cards' look is ``render.STYLE``).
WIDGET_CSS = """<style>
.lukfu-widget{max-width:100%;min-width:0;padding:4px;box-sizing:border-box}
.lukfu-widget .lukfu-off{display:none !important}
.lukfu-widget .widget-html-content{line-height:1.35}
.lukfu-widget .lukfu-panel .widget-html-content,.lukfu-widget .lukfu-panel,.lukfu-widget .lukfu-board-view
 .widget-html-content{white-space:normal;overflow-wrap:anywhere}
.lukfu-widget .widget-html,.lukfu-widget .widget-html-content{max-width:100%;min-width:0}
.lukfu-widget .lukfu-picker{margin:0}
.lukfu-main{flex-flow:row wrap !important;gap:6px 16px;align-items:flex-start;max-width:100%}
.lukfu-board{flex:1 1 430px;min-width:0;max-width:100%}
.lukfu-side{flex:1 1 250px;min-width:0;max-width:100%}
.lukfu-widget .lukfu-side>*,.lukfu-widget .lukfu-board>*{flex:none}
.lukfu-controls{flex-flow:row wrap !important;gap:4px 6px;align-items:center;max-width:100%}
.lukfu-widget .jupyter-button{width:auto;min-width:36px;max-width:100%;margin:0}
.lukfu-widget .jupyter-button:focus-visible,.lukfu-widget select:focus-visible,.lukfu-widget input:focus-visible{
 outline:3px solid var(--jp-brand-color1,#1976d2);outline-offset:2px}
.lukfu-widget .widget-dropdown,.lukfu-widget .widget-text{width:230px;max-width:100%;margin:0}
.lukfu-widget .lukfu-level{width:190px}
.lukfu-widget .lukfu-speed{width:125px}
.lukfu-widget .lukfu-perspective{width:205px}
.lukfu-widget .lukfu-deal-kind{width:250px}
.lukfu-stepper.lukfu-widget,.lukfu-play-table.lukfu-widget{position:relative}
.lukfu-widget .widget-toggle-buttons.lukfu-language{position:absolute;top:4px;right:4px;z-index:1;width:auto;
 flex:none;margin:0}
.lukfu-stepper>.lukfu-title,.lukfu-play-table>.lukfu-settings{padding-right:150px;box-sizing:border-box}
.lukfu-stepper>.lukfu-title{min-height:30px}
.lukfu-widget .lukfu-language .widget-toggle-button{width:auto;min-width:0;padding:0 8px;font-size:12px}
.lukfu-widget .lukfu-language .widget-toggle-buttons{display:flex;flex-wrap:nowrap}
.lukfu-widget .widget-dropdown .widget-label,.lukfu-widget .widget-text .widget-label{width:auto;min-width:0;
 margin-right:6px}
.lukfu-widget .widget-slider{width:250px;max-width:100%;margin:0}
.lukfu-widget .lukfu-slider{width:170px}
.lukfu-widget .widget-slider .widget-label{width:auto;min-width:0}
.lukfu-side .lukfu-panel{border-top:1px solid var(--jp-border-color2,#ddd);padding-top:2px}
.lukfu-side .lukfu-panel:has(> .widget-html-content:empty){border:none;padding:0}
.lukfu-title h3{margin:2px 0 4px}
.lukfu-title p{margin:2px 0 4px}
.lukfu-theme-contrast .lukfu-side .lukfu-panel{border-top:2px solid #000}
.lukfu-theme-contrast .jupyter-button{font-size:15px}
.lukfu-widget .lukfu-why ul,.lukfu-widget .lukfu-panel ol{padding-left:22px;margin-left:0}
.lukfu-widget table.lukfu-alternatives{width:100%;table-layout:fixed;font-size:12px;border-collapse:collapse}
.lukfu-widget table.lukfu-alternatives th,.lukfu-widget table.lukfu-alternatives td{padding:2px 3px;
 overflow-wrap:anywhere;vertical-align:top;text-align:left}
.lukfu-widget table.lukfu-alternatives th:first-child,.lukfu-widget table.lukfu-alternatives td:first-child{width:34%}
.lukfu-widget table.lukfu-alternatives th{overflow-wrap:normal;font-weight:700}
.lukfu-widget .lukfu-full-log{max-height:480px;overflow-y:auto;padding-right:4px}
.lukfu-widget .lukfu-claim-note{font-size:13px;flex:1 1 200px;min-width:0}
.lukfu-widget .lukfu-board-view .lukfu-seat{margin:0 0 2px}
.lukfu-stepper .lukfu-seat{padding:0 6px;margin:0}
.lukfu-stepper .lukfu-picker-row{padding-top:10px;padding-bottom:2px}
.lukfu-stepper .lukfu-trick{padding:4px 8px;margin:2px 0;gap:10px}
.lukfu-stepper .lukfu-trick .lukfu-card{width:28px;height:72px;background-size:20px 20px,8px 8px;
 background-position:center 23px,0 0;font-size:10px;padding-bottom:3px}
.lukfu-stepper .lukfu-trick .lukfu-card::before{font-size:15px;top:4px}
.lukfu-stepper .lukfu-trick .lukfu-card.lukfu-old::after{top:44px;font-size:8px}
.lukfu-stepper .lukfu-trick-move .lukfu-what{margin-bottom:0}
.lukfu-stepper .lukfu-seat-head{font-size:13px}
.lukfu-stepper .lukfu-badge{margin-bottom:0}
.lukfu-stepper .lukfu-played-box{font-size:13px}
.lukfu-stepper .lukfu-side .lukfu-panel h4{margin:4px 0 2px}
.lukfu-stepper .lukfu-side{max-height:600px;overflow-y:auto;overflow-x:hidden;padding-right:4px}
.lukfu-widget .jupyter-widgets-disconnected::before,
.lukfu-widget.jupyter-widgets-disconnected::before{content:none}
.lukfu-widget .lukfu-offline{display:none}
.lukfu-widget.jupyter-widgets-disconnected>.lukfu-offline{display:block;margin:0 0 6px;padding:6px 150px 6px 10px;
 border-radius:4px;background:#fff3c4;color:#222;border:1px solid #b08800}
.lukfu-widget .lukfu-side>.lukfu-details-toggle{align-self:flex-start}
.lukfu-widget:not(.lukfu-details) .lukfu-why-details,.lukfu-widget:not(.lukfu-details) .lukfu-why .lukfu-alternatives,
.lukfu-widget:not(.lukfu-details) .lukfu-why .lukfu-reasons>li+li{display:none}
.lukfu-widget .lukfu-why>.lukfu-why-summary{display:inline}
</style>"""


def classes(widget: ipw.DOMWidget, css: str) -> None:
    for name in css.split():
        widget.add_class(name)


def mark(widget: ipw.DOMWidget, css: str, on: bool) -> None:
    """Add or remove one class (no message when nothing changes)."""
    if on and css not in widget._dom_classes:
        widget.add_class(css)
    elif not on and css in widget._dom_classes:
        widget.remove_class(css)


def show(widget: ipw.DOMWidget, on: bool) -> None:
    """Show or hide a widget by its class ``lukfu-off`` (no layout model of its own needed); a widget with a
    ``shown`` trait (an anywidget, whose page view does not follow class changes) by that too."""
    mark(widget, "lukfu-off", not on)
    if widget.has_trait("shown") and widget.shown != on:
        widget.shown = on


def widget_language(lang: str | None) -> str:
    """The language a widget speaks: ``lang`` checked (a ``LanguageError`` if the package does not speak
    it), or ``None``: the current language (``i18n.get_language()``) when the widget is made."""
    if lang is None:
        return get_language()
    with language(lang) as code:
        return code


_Method = TypeVar("_Method", bound=Callable[..., Any])


def speaking(method: _Method) -> _Method:
    """A method of a widget with a ``lang``, run in that language (every text it writes is in it), whatever the
    global language is."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        with language(self.lang):
            return method(self, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


class Speaking:
    """The language of a widget, the same for every widget of the package: ``lang`` (``"en"``, ``"sv"``; set by
    ``_speak`` when the widget is made, the current language by default), the class that gives its card seals
    their words (``lukfu-lang-sv``; none for English), and ``set_language``, which writes every text again
    (``_relabel``, in the new language) and passes the language on to the widgets that follow this one
    (``_followers``: a replay shown under a table, the drill shown in a sequence). A widget with a language
    switch (``language_menu``) keeps it in step."""

    lang: str
    language_menu: ipw.ToggleButtons | None = None

    def _speak(self, lang: str | None) -> str:
        """Take ``lang`` as the widget's language (checked: a ``LanguageError``); it is returned."""
        self.lang = widget_language(lang)
        return self.lang

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on (``"en"``, ``"sv"``): every text is written again; what the learner did
        (the step, the moves, the answers, the selection) stays."""
        self._speak(lang)
        with language(self.lang):
            menu = self.language_menu
            if menu is not None and menu.value != self.lang:
                with quiet(menu):
                    menu.value = self.lang
            mark_language(self)
            self._relabel()
        for other in self._followers():
            if getattr(other, "lang", self.lang) != self.lang:
                other.set_language(self.lang)

    def _relabel(self) -> None:
        """Write every text of the widget again (run in ``self.lang``)."""
        raise NotImplementedError

    def _followers(self) -> Sequence[Any]:
        """The widgets that speak what this one speaks (``set_language`` passes it on)."""
        return ()


def mark_language(widget: ipw.DOMWidget) -> None:
    """The class that gives a widget's card seals its language's words (``lukfu-lang-sv``; none for English)."""
    for code in SUPPORTED:
        mark(widget, f"lukfu-lang-{code}", code == widget.lang and code != SOURCE)


def tick(toggle: ipw.ToggleButton) -> None:
    """A toggle's look follows its value: a ticked box and a colour when chosen, so it reads without colour,
    and after a check too (``toggle.observe(lambda _: tick(toggle), "value")``)."""
    on = bool(toggle.value)
    toggle.icon = "check-square-o" if on else "square-o"
    toggle.button_style = "info" if on else ""
    mark(toggle, "lukfu-selected", on)


# The language switch: each language named in its own words (the learner must find theirs).
LANGUAGE_LABELS = {code: name[:1].upper() + name[1:] for code, name in LANGUAGES.items()}


def level_name(level: str) -> str:
    """An AI level's name in the current language (``expert``; ``random`` is ``slumpvis``): ``terms.level_name``."""
    return str(terms.level_name(level))


@contextmanager
def quiet(widget: ipw.Widget) -> Iterator[None]:
    """Within the block, the widget's observers that check ``is_quiet`` ignore its changes (a menu relabelled
    in another language, whose index ipywidgets resets and we restore)."""
    widget._lukfu_quiet = True
    try:
        yield
    finally:
        widget._lukfu_quiet = False


def is_quiet(widget: ipw.Widget) -> bool:
    return getattr(widget, "_lukfu_quiet", False)


def set_options(menu: ipw.Dropdown, options: Sequence[Any]) -> None:
    """Give a menu new labels (the same values, in another language) and keep its choice, quietly."""
    if list(menu.options) == [tuple(o) if isinstance(o, list) else o for o in options]:
        return
    index = menu.index
    with quiet(menu):
        menu.options = options
        menu.index = index


class Kit:
    """Builds the widgets of one widget tree on shared layout and style models.

    Every ipywidget has a layout and a style model of its own unless it is given one; here the
    panels, boxes and buttons of a tree share them (their look is the stylesheet's), so a play
    table is a few dozen models rather than hundreds, and its first state message is small.
    Panels are hidden and shown by a class (``show``), never by their layout.
    """

    def __init__(self) -> None:
        self.layout = ipw.Layout()
        self.html_style = HTMLStyle()
        self.button_style = ipw.ButtonStyle()
        self.toggle_style = ToggleButtonStyle()
        self.description_style = DescriptionStyle()
        self.text_style = TextStyle()
        self.slider_style = SliderStyle()
        self._toggles_style: ipw.ToggleButtonsStyle | None = None

    def style(self, own: str = "") -> ipw.HTML:
        """An invisible panel that puts the stylesheet in the page, with a widget's ``own`` CSS after it."""
        return self.html("lukfu-style lukfu-off", render.STYLE + WIDGET_CSS + (f"<style>{own}</style>" if own else ""))

    def offline_note(self) -> ipw.HTML:
        """A line shown only while the widget is a saved picture with no kernel behind it (ipywidgets marks it
        disconnected): what to do to use it. Its words are written by the widget's ``_labels``."""
        return self.html("lukfu-offline")

    def details_toggle(self, widget: ipw.DOMWidget) -> ipw.ToggleButton:
        """**Details**: show the AI's figures and method beside its one-sentence reasons, in all of ``widget``."""
        w = self.toggle("", "lukfu-details-toggle")
        w.observe(lambda change: mark(widget, "lukfu-details", change["new"]), "value")
        return w

    def html(self, css: str, value: str = "") -> ipw.HTML:
        """A panel of HTML with the given classes (space separated)."""
        w = ipw.HTML(value, layout=self.layout, style=self.html_style)
        classes(w, css)
        return w

    def button(self, description: str, css: str, *, tooltip: str = "", primary: bool = False) -> ipw.Button:
        """A button with a visible label (its accessible name) and a tooltip."""
        w = ipw.Button(
            description=description,
            tooltip=tooltip or description,
            button_style="primary" if primary else "",
            layout=self.layout,
            style=self.button_style,
        )
        classes(w, css)
        return w

    def toggle(self, description: str, css: str, *, tooltip: str = "") -> ipw.ToggleButton:
        w = ipw.ToggleButton(
            False, description=description, tooltip=tooltip or description, layout=self.layout, style=self.toggle_style
        )
        classes(w, css)
        return w

    def box(self, css: str, children: Sequence[ipw.Widget] = (), vertical: bool = False) -> ipw.Box:
        """A row (or with ``vertical``, a column) of widgets."""
        w = (ipw.VBox if vertical else ipw.Box)(list(children), layout=self.layout)
        classes(w, css)
        return w

    def dropdown(self, css: str, options: Any, value: Any = None, description: str = "", **kw: Any) -> ipw.Dropdown:
        w = ipw.Dropdown(
            options=options, description=description, layout=self.layout, style=self.description_style, **kw
        )
        if value is not None:
            w.value = value
        classes(w, css)
        return w

    def text(self, css: str, value: str, description: str = "") -> ipw.Text:
        w = ipw.Text(value=value, description=description, layout=self.layout, style=self.text_style)
        classes(w, css)
        return w

    def language_switch(self, lang: str, on_switch: Callable[[str], None]) -> ipw.ToggleButtons:
        """The small English / Svenska toggle: each language named in its own words; choosing one calls
        ``on_switch(code)``."""
        if self._toggles_style is None:
            self._toggles_style = ipw.ToggleButtonsStyle(button_width="auto")
        w = ipw.ToggleButtons(
            options=[(label, code) for code, label in LANGUAGE_LABELS.items()],
            value=lang,
            tooltips=list(LANGUAGE_LABELS.values()),
            layout=self.layout,
            style=self._toggles_style,
        )
        classes(w, "lukfu-language")
        w.observe(lambda change: None if is_quiet(w) else on_switch(change["new"]), "value")
        return w

    def slider(self, css: str, maximum: int, description: str) -> ipw.IntSlider:
        w = ipw.IntSlider(
            0, min=0, max=maximum, description=description, readout=False, layout=self.layout, style=self.slider_style
        )
        classes(w, css)
        return w


class ScrollMark(anywidget.AnyWidget):
    """An invisible mark inside a widget: ``scroll()`` brings it to the top of the learner's view, smoothly (a
    panel that takes another's place, perhaps above the view: a sequence's recap after **Finish**). It scrolls
    only when asked, never when a page draws the widget again from its saved state.

    ``block="nearest"``: a mark placed under what the learner needs next (an answer and the buttons to go on)
    brings it into view by as little as needed, at once, as the answers themselves are (``keys.js``): the two
    scrolls agree whichever comes first.

    >>> mark = ScrollMark(block="nearest")
    >>> mark.scroll()
    >>> mark.asked, mark.block
    (1, 'nearest')
    """

    _esm = """export default { render({ model, el }) {
  el.classList.add("lukfu-scroll-mark");
  model.on("change:asked", () => {
    const block = model.get("block");
    el.scrollIntoView({ block, behavior: block === "start" ? "smooth" : "auto" });
  });
} }"""
    _css = ".lukfu-scroll-mark{height:0;margin:0;padding:0}"
    asked = traitlets.Int(0).tag(sync=True)
    block = traitlets.Enum(("start", "nearest"), "start").tag(sync=True)

    def scroll(self) -> None:
        self.asked += 1


def as_record(source: Record | Mapping | str | Path | Deal) -> Record:
    """A record from a ``Record``, its JSON (a dict or text), a path, or a ``Deal``."""
    if isinstance(source, Record):
        return source
    if isinstance(source, Deal):
        return Record.from_deal(source)
    if isinstance(source, Mapping):
        return from_json(dict(source))
    if isinstance(source, str) and source.lstrip().startswith("{"):
        return loads(source)
    if isinstance(source, (str, Path)):
        return load(source)
    raise FormatError(
        "", L_("cannot open {kind} as a deal record (give a Record, dict, path or Deal)", kind=type(source).__name__)
    )


def download_link(text: str, filename: str, label: str = "", media_type: str = "application/json") -> str:
    """An HTML link that hands ``text`` to the browser as a download named ``filename``
    (a ``data:`` URI: nothing is written on the server)."""
    name = safe_filename(filename)
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    return (
        f'<a class="lukfu-download" download="{render.esc(name)}" '
        f'href="data:{media_type};charset=utf-8;base64,{data}">{render.esc(label or _download(name))}</a>'
    )


def _download(name: str) -> str:
    return _("Download {name}", name=name)


def safe_filename(name: str, default: str = "luk_fu_deal.json") -> str:
    """A plain file name from what a learner typed: no folders, only letters, digits, ``.``, ``_``, ``-``."""
    base = re.split(r"[\\/]", name)[-1]
    base = re.sub(r"[^\w.-]+", "_", base, flags=re.ASCII).lstrip(".")[:100]
    return base if base.strip("_") else default


def move_line(move: Move, before: PublicState, seats: Sequence[str], viewer: int | None = None) -> str:
    """What a move did, as a viewer saw it (another seat's discard has no cards, R13, R15), citing the rule."""
    return explain.move_sentence(explain.seen_move(move, viewer), before, seats)


def seat_status(position: PublicState, seat: int) -> dict[Card, Proof | NotOld]:
    """Each marked card of a seat: Old with proof, or safe but unproven."""
    old, safe = render.hand_marks(position, seat)
    return {**safe, **old}


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop, when the widget runs in one (in a plain script or test: None)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
