import collections

def star(a, b):
    return 9*a + 2*b - a*b + 5

result = star(5, 1)
confidence = 100  # Since we solved the problem in attempt 1, we have 100 confidence.

print("RESULT:", result)
print("CONFIDENCE:", confidence)
