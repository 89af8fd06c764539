def compute_a_n(n, initial_value):
    a = initial_value
    for _ in range(3, n + 1):
        a = 1 / (1 - a)
    return a

# Test the function with the first attempt's initial value and check if it works as expected.
initial_value = 0.5  # This is an arbitrary initial value that we can test
a_n_9 = compute_a_n(9, initial_value)
print(f"a_9 = {a_n_9}")
