"""Pictures: HTML and SVG of cards, plays, deals and reasons (``render``, no ipywidgets), figures, the handout,
the printable rule sheet and the rules' texts (``rulebook``). Uses words and below."""
