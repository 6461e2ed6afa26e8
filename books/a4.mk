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
BANDS = Easy:36-38,Medium:32-35,Hard:28-31,Expert:25-27,Extreme:22-24
SYMMETRY = none
