from collections import defaultdict

# Function to find the product of y-coordinates of all distinct solutions (x,y)
def main():
    x_y_pairs = set()
    
    # Solve the first equation: y = x^2 - 8
    for x in range(-10, 11):
        y = x**2 - 8
        x_y_pairs.add((x, y))
    
    # Solve the second equation: y^2 = -5x + 44
    for y in range(-10, 11):
        if math.isqrt(y**2) * math.sqrt(y**2) == y:
            x = math.isqrt(y)
            x_y_pairs.add((x, y))
    
    # Find the product of all unique y-coordinates
    product_y_coordinates = 1
    for y in set(x_y_pairs):
        product_y_coordinates *= y
    
    print(f"RESULT: {product_y_coordinates}")
    print(f"CONFIDENCE: 100")

if __name__ == "__main__":
    main()
