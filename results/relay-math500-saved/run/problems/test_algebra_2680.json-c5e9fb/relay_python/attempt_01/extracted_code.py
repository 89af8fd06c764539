r = 2
print("Result:", (10 * r**3) * (4 * r**6) / (8 * r**4))
print("Confidence:", 100)
