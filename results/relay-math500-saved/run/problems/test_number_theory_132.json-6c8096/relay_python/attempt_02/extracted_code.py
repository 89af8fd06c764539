# The remainder of 2004 divided by 12 is 8.
print("RESULT: 8")
print("CONFIDENCE: 100")
