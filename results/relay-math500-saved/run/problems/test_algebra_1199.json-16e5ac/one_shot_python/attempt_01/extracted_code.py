def f_inverse(f, y):
    for x in range(len(f)):
        if f[x] == y:
            return x

f = [2, 6, 5]
y = 6

result = f_inverse(f_inverse, y)
confidence = 100
print("RESULT:", result)
print("CONFIDENCE:", confidence)
