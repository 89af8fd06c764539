def f(x):
    # Using the identity (arccos x)^2 + (arcsin x)^2 = 1 for all real x in [-1, 1]
    return 1

# The range of f(x) is [0, 1] because arccos(-1) = -pi/2 and arccos(1) = pi/2
print(f"RESULT: [0, 1]")
print("CONFIDENCE: 100")
