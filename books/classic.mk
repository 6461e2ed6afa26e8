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
BANDS = Easy:32-38:Easy,Medium:28-34:Medium,Hard:24-30:Hard,Expert:22-28:Expert,Extreme:22-28:Extreme
SYMMETRY = none
