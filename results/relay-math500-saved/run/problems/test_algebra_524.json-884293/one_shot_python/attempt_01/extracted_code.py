odd_numbers = [i for i in range(1, 2004, 2)]
print("RESULT: ", odd_numbers[2002])
print("CONFIDENCE: ", 100)
