import sympy as sp

# Define the variables
speed = 50  # in miles per hour
time = sp.Rational(13, 4)  # in hours

# Calculate the distance
distance = speed * time

# Convert to a mixed number
distance_mixed = sp.nsimplify(distance)

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {distance_mixed}")
print("CONFIDENCE: 100")
