# Claire started with 50 balloons.
balloons = 50

# While passing 1 balloon to a little girl, 12 balloons floated away.
balloons -= 1 + 12

# Over the next thirty minutes, she gave 9 more away and grabbed the last 11 from her coworker.
balloons -= 9 + 11

# Print the final number of balloons
print(f"RESULT: {balloons}")
print(f"CONFIDENCE: 100")
