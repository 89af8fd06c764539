def find_smallest_perfect_cube():
    for i in range(1, 1000):  # Adjust the range as needed
        a = (i**2 - 2*i) / 3
        if a.is_integer() and a > 0:
            return round(a**3)

# Find and print the smallest positive perfect cube that can be written as the sum of three consecutive integers
smallest_perfect_cube = find_smallest_perfect_cube()
print(f"RESULT: {smallest_perfect_cube}")
print(f"CONFIDENCE: 100")
