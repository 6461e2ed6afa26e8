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
BANDS = Easy:34-40:Easy,Medium:30-36:Medium,Hard:26-32:Hard
SYMMETRY = rot180
