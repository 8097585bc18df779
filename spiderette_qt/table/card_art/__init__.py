"""Vector artwork of the cards, drawn with QPainter: suit shapes, pips, courts and the back.

All of it is our own drawing; nothing here reads an image file or relies on a font glyph for
a suit symbol, so the cards look the same on every system and stay crisp at any size.
"""
