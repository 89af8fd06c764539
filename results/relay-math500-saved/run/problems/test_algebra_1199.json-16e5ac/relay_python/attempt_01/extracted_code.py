from collections import defaultdict

def inverse_function(f, values):
    inverse = {}
    for x, y in values.items():
        if y not in inverse:
            inverse[y] = x
    return inverse

# Given data
f = defaultdict(int)
values = {
    1: 2,
    2: 6,
    3: 5
}

# Find the inverse function
f_inverse = inverse_function(f, values)

# Calculate f^{-1}(f^{-1}(6))
result = f_inverse[f_inverse[6]]
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
