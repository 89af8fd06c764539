diamonds = 175
rubies = diamonds - 35
emeralds = rubies * 2

result = diamonds + rubies + emeralds
print(f"RESULT: {result}")
