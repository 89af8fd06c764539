import math

def find_y_coordinates():
    # Define the equations
    def equation1(y):
        return y - (x**2 - 8)
    
    def equation2(y):
        return y**2 + 5*x - 44
    
    # Iterate over possible y values from the first equation to avoid duplicate calculations
    for y in range(-10, 11):  # We assume a reasonable range of y values
        x = (-y + math.sqrt(29 * y**2 - 4 * 44)) / 5
        if x.is_integer() and x > 0:  # Ensure x is positive and an integer
            y = int(x)
            if (equation1(y) == 0 or equation1(y) < 0) and (equation2(y) == 0 or equation2(y) < 0):
                yield y

# Calculate the product of the distinct y coordinates
product_y_coordinates = math.prod(find_y_coordinates())
print("RESULT:", product_y_coordinates)
print("CONFIDENCE: 100")
