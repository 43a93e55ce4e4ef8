"""The engine: the cards, plays, Old cards, moves, the rules' legal moves, a deal's state and a seat's view of
it, the position code, scoring, seats and the fused playout. It imports only the base (``errors``, ``i18n``);
its ``_repr_html_`` hooks reach ``pictures.render`` inside the method, as python-chess does for ``_repr_svg_``."""
