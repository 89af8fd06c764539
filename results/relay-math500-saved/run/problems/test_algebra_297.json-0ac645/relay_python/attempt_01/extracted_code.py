import collections

# Attempt 1: Find the product of y-coordinates
def find_y_coordinates():
    solutions = set()
    
    # Solve the first equation: y = x^2 - 8
    for x in range(-20, 20):  # Reasonable range for x to check
        y = x**2 - 8
        if y >= 0:  # Ensure y is non-negative (since it's a quadratic)
            solutions.add(y)
    
    # Solve the second equation: y^2 = -5x + 44
    for y in range(-20, 20):  # Reasonable range for y to check
        if y >= 0:  # Ensure y is non-negative (since it's a quadratic)
            x = (-y + math.sqrt(29 * y**2 - 4 * 44)) / 5
            if x.is_integer():  # Check if the solution for x is an integer
                solutions.add(int(x))
    
    # Calculate the product of distinct y-coordinates
    product_of_y_coordinates = 1
    for y in solutions:
        product_of_y_coordinates *= y
    
    return product_of_y_coordinates

# Results and confidence
print("RESULT:", find_y_coordinates())
print("CONFIDENCE: 90")
