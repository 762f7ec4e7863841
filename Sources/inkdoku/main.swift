import SudokuKit

print("inkdoku")
