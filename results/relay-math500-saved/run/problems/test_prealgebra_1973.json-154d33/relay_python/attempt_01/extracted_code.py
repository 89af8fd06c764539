def convert_speed():
    speed_mph = 20  # speed in miles per hour
    feet_to_inches = 12  # conversion factor from feet to inches
    minutes_to_seconds = 60  # conversion factor from minutes to seconds

    # Convert speed from mph to fps (feet per second)
    speed_fps = speed_mph * feet_to_inches / minutes_to_seconds

    # Convert speed from fps to ips (inches per second)
    speed_ips = speed_fps / 12

    return speed_ips

# Print the result and confidence
print(f"RESULT: {convert_speed():.2f}")
print("CONFIDENCE: 80")
