def geometric_sum(n):
    if n == 0:
        return 1
    else:
        first_term = 1/4
        common_ratio = first_term / (2**n)
        return first_term * (1 - common_ratio**(n+1)) / (1 - common_ratio)

# Check the geometric sum for a few values of n to find the correct one
for n in range(6):
    result = geometric_sum(n)
    if abs(result - 255/512) < 1e-9:
        print(f"RESULT: {n}")
        print("CONFIDENCE: 100")
        break
