import math

def f(n):
    if n >= 4:
        return math.floor(n)
    else:
        return math.ceil(n)

result = f(math.pi / 3) + f(math.sqrt(45)) + f(8 ** (2/3))
confidence = round(result * 100 / max(1, result))

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
