import collections

def f(x, y):
    if x == 1 and y == 1:
        return 2
    elif x > 0 and y == 1:
        return f(x - 1, 1) + x
    elif x == 0 and y > 1:
        return f(0, y - 1) + y
    else:
        return f(x - 1, y - 1) + (x + y)

def find_integers(n):
    results = []
    for i in range(1, n+1):
        if f(i, i) == i:
            results.append(i)
    return results

# Example usage
n = 5
print(find_integers(n))
