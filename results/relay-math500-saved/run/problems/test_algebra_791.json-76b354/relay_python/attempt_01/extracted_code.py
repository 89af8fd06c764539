def find_geometric_sequence_first_term():
    for a in range(1, 2009):
        if (2009 * a) % (a - 1) == 0:
            b = (2009 * a) // (a - 1)
            return a, b

# Attempt 1
a, b = find_geometric_sequence_first_term()
print(f"RESULT: {a}")
print("CONFIDENCE: 100")
