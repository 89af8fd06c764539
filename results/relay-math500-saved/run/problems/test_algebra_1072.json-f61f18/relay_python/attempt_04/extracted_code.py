# Problem: Find the 8th term of the geometric sequence (125/9, 25/3, 5, 3, ...)

# The first term a = 125/9
# The common ratio r = (25/3) / (125/9) = (25*9) / (3*125) = 3/5

# We need to find the nth term of the geometric sequence: an = a * r^(n-1)
n = 8
a = 125 / 9
r = 3 / 5

a_8 = a * (r ** (n - 1))
print(f"RESULT: {a_8}")
print(f"CONFIDENCE: 100")  # All values are correct, so confidence is high
