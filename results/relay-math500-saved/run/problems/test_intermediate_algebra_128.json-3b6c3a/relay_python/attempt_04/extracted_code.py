import collections

def f(x):
    return x + 1 if x < 0 else x - 1

def g(y):
    return y * 2 if y % 2 == 0 else y // 2

# Define the function f(f(g(f(g(f(x)))))) with an odd function and even function
def f_g_f_g_f_g_f(x):
    if x % 2 == 0:
        return f(f(g(f(f(g(f(x)))))))
    else:
        return g(f(f(g(f(f(g(f(x)))))))

# Test the function with a few values
print("f(f(g(f(f(g(f(x)))))) = ", f_g_f_g_f_g_f_g_f(1))
