# Define the cost of a jumbo eraser in cents
jumbo_eraser_cost = 124 * 100  # Convert dollars to cents

# Attempt 3: Calculate the cost of a pencil and a jumbo eraser
pencil_cost = (5.0 - jumbo_eraser_cost) / 3.0
print(f"Cost of a pencil in cents: {round(pencil_cost, 2)}")
