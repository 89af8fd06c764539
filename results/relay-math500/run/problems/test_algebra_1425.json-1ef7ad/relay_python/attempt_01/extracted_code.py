def check_not_defined(x):
    try:
        result = 1 / (x - 5) / (x**2 - 9)
        return False
    except ZeroDivisionError:
        return True

x_values = range(3, 8)  # We test a range of values around the factors of 9
results = [check_not_defined(x) for x in x_values]

print("RESULT:", results.count(True))  # Count how many times the expression is not defined
print("CONFIDENCE:", 100 - (results.count(True) / len(results)) * 100)
