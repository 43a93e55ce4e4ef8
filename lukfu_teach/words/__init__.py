"""Words: the glossary's terms, engine facts as sentences (``explain``), a record's story told (``narrate``),
what a seat's view holds back (``secrecy``), what a position shows (``insight``), and the lessons' translations
built from the English lessons and the catalogue (``lesson_translation``). Uses records and below."""
