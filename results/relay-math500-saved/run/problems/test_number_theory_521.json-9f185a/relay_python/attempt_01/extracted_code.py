def find_consecutive_even_integers(product):
    for i in range(2, product + 1, 2):
        if i * (i + 2) == product:
            return i, i + 2

product = 288
consecutive_integers = find_consecutive_even_integers(product)
print(f"RESULT: {max(consecutive_integers)}")
print("CONFIDENCE: 100")
