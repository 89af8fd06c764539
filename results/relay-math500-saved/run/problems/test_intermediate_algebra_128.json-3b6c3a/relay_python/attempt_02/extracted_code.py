import collections

def check_odd_even(f, g):
    # Check if f(x) is odd and g(x) is even
    if not (isinstance(f, collections.abc.Callable) and isinstance(g, collections.abc.Callable)):
        raise ValueError("f and g must be functions")
    
    try:
        f_odd = f(-1)
        g_even = g(1)
        result = f_odd == -f_even
    except TypeError as e:
        return "error", str(e)

    if result is True:
        return "even"
    elif result is False:
        return "odd"

# Example usage
f = lambda x: x**3  # An odd function
g = lambda x: abs(x)  # An even function

result, confidence = check_odd_even(f, g)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
