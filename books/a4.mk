# a4: an A4 book, six puzzles a page.
TITLE = Sudoku
SUBTITLE = Six puzzles a page, easy to extreme
AUTHOR = The Sudokubook Press
N = 600
SEED = 4
TRIM = a4
BLEED = 0
PER_PAGE = 6
ANSWERS_PER_PAGE = 12
BANDS = Easy:32-38:Easy,Medium:28-34:Medium,Hard:24-30:Hard,Expert:22-28:Expert,Extreme:22-28:Extreme
SYMMETRY = none
