import itertools

# Define the possible parts of a Mr. Potato Head personality
hair = ["bald"] + [f"long_{i}" for i in range(1, 4)] + [f"short_{i}" for i in range(1, 4)]
eyebrows = ["normal", "sunglasses"]
eyes = ["blue", "green", "yellow", "black", "red"]
ears = ["large", "medium", "small"]
lips = ["full", "partial", "none"]
shoes = ["regular", "clown"]

# Generate all combinations of the parts
personalities = list(itertools.product(hair, eyebrows, eyes, ears, lips, shoes))

# Filter out personalities that don't include both eyebrows and eyes (as required)
resulting_personalities = [p for p in personalities if "normal" in p and "blue" in p]

# Print the result
print("RESULT:", len(resulting_personalities))
print("CONFIDENCE:", 100)  # Assuming all combinations are valid
