# classic: a US-letter book, four puzzles a page.
TITLE = Sudoku Classic
SUBTITLE = 500 puzzles from easy to extreme
AUTHOR = The Sudokubook Press
N = 500
SEED = 2026
TRIM = letter
BLEED = 0
PER_PAGE = 4
ANSWERS_PER_PAGE = 9
BANDS = Easy:36-38,Medium:32-35,Hard:28-31,Expert:25-27,Extreme:22-24
SYMMETRY = none
