# large-print: US letter, one big grid a page (digits over 20 pt).
TITLE = Large Print Sudoku
SUBTITLE = Big grids, clear digits
AUTHOR = The Sudokubook Press
N = 120
SEED = 11
TRIM = letter
BLEED = 0
PER_PAGE = 1
ANSWERS_PER_PAGE = 4
BANDS = Easy:37-40,Medium:33-36,Hard:29-32
SYMMETRY = rot180
