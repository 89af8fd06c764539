def main():
    # Ensure the math module is imported
    import math

    solutions = set()

    for y in range(101):  # Check all possible y-values within a reasonable range
        x1 = math.isqrt(y**2)
        if x1 * x1 == y:
            solutions.add(x1)

        x2 = -math.sqrt(y**2)
        if x2 * x2 == y and x2 >= 0:  # Ensure non-negative x-values for y^2 < 0
            solutions.add(x2)

    product_of_solutions = 1
    for solution in solutions:
        product_of_solutions *= solution

    print(f"Product of the distinct y-coordinates of all solutions: {product_of_solutions}")

main()
