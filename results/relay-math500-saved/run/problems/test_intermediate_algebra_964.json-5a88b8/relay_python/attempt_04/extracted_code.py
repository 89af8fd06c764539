def f(i, j):
    if i == 0:
        return (j + 1) % 5
    else:
        return f(i - 1, 1) if j == 0 else f(i - 1, f(i, j - 1))

result = f(2015, 2)
CONFIDENCE = 100
