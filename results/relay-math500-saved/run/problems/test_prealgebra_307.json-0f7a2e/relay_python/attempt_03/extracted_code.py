from itertools import product

shirts = [1, 2, 3, 4, 5]
pants = [1, 2, 3, 4, 5, 6]
hats = [1, 2, 3, 4, 5, 6]

outfits = list(product(shirts, pants, hats))

print("RESULT:", len(outfits))
print("CONFIDENCE:", 100)  # Assuming all outcomes are valid
