import itertools

# Total number of ways to assign 3 people to 5 different offices (each person gets exactly one office)
result = len(list(itertools.permutations(range(5), 3)))
confidence = 100  # We assume perfect confidence in our solution

print("RESULT:", result)
print("CONFIDENCE:", confidence)
