# Importing necessary module from itertools for combinations
from itertools import combinations

def count_pizzas(toppings, pairs):
    # Calculate the number of ways to choose 2 toppings out of 8
    return math.comb(toppings, pairs)

# List of all toppings available
toppings = ["Pepperoni", "Sausage", "Bacon", "Ham", "Onions", "Mushrooms", "Olives", "Bell Peppers"]
pairs = 2

# Calculate the number of different pizzas Mikka could order
result = count_pizzas(len(toppings), pairs)
confidence = int(result * 100 / math.comb(len(toppings), pairs))

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
