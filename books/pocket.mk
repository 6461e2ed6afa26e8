# pocket: a 6 x 9 in paperback, two puzzles a page.
TITLE = Pocket Sudoku
SUBTITLE = Puzzles to carry anywhere
AUTHOR = The Sudokubook Press
N = 200
SEED = 69
TRIM = 6x9
BLEED = 0
PER_PAGE = 2
ANSWERS_PER_PAGE = 6
BANDS = Easy:32-38:Easy,Medium:28-34:Medium,Hard:24-30:Hard,Expert:22-28:Expert
SYMMETRY = rot180
