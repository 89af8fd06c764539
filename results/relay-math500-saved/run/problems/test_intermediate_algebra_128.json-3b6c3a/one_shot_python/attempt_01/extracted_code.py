# Define the functions f(x) and g(x)
def f(x):
    if x > 0:
        return math.sin(x)
    else:
        return -math.cos(-x)

def g(x):
    return x**2

# Compute the nested function compositions
result = g(f(g(f(g(f(x))))))

# Determine the parity of the result
if result.is_integer():
    confidence = int(result / abs(result))
else:
    confidence = 0

print("RESULT:", result)
print("CONFIDENCE:", confidence)
